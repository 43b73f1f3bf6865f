// game.mjs URL: a whole game played by clicking, to a short target.  At
// every card the cards not dimmed are exactly hearts-query legal of the
// view the page offers, and a dimmed card says why; after every hand the
// scores table is the server's; at the end the winners and New game; the
// record downloaded passes hearts-check.  Screenshots of the pass, a
// trick under way and a hand's end with its review.
import fs from "node:fs";
import path from "node:path";
import { main, newPage, create, settled, shot, hand, state, move, record,
    legalOf, suite, check, equal, noErrors, TMP } from "./lib.mjs";
import { URL } from "./lib.mjs";

await main(async (browser) => {
	const g = await create("players=4&rules=standard&level=beginner&seed=11&option=target=30");
	const page = await newPage(browser);
	await page.goto(URL + "#" + g.id);
	await settled(page);
	equal(await page.evaluate(() => localStorage.getItem("hearts.game")), g.id,
	    "the game kept in localStorage");
	// the table: four seats, you at the bottom, West on your left
	equal(await page.$$eval(".seat", (s) => s.map((e) => e.dataset.seat + ":" +
	    e.className.match(/pos-(\w+)/)[1])),
	    ["N:top", "E:right", "S:bottom", "W:left"], "the seats around the table");
	check(/Choose three cards to pass to West/.test(await page.textContent("#message")),
	    "no word of the pass: " + await page.textContent("#message"));
	const first = await hand(page);
	equal(first.map((c) => c.card).sort(), g.hand.held.slice().sort(), "the hand shown");
	equal(first.filter((c) => c.dimmed), [], "dimmed cards while passing");
	let moves = 0, plays = 0, hands = 0, midShot = false, reviewShot = false;
	for (;;) {
		const s = await state(page);
		if (s.phase === "over")
			break;
		if (s.phase === "play") {
			// the dimmed cards are exactly those hearts-query refuses
			const view = await record(page);
			check(view.startsWith("hearts 1\nview S\n"), "the record in a hand is not South's view");
			if (plays === 0)
				suite("hearts-check", ["-q"], view);
			const legal = legalOf(view);
			const shown = await hand(page);
			equal(shown.filter((c) => !c.dimmed).map((c) => c.card).sort(), legal,
			    "hand " + s.hand.number + ": the cards not dimmed against hearts-query legal");
			equal(shown.length, s.hand.held.length, "the cards held");
			const dim = shown.find((c) => c.dimmed);
			if (dim) {
				const title = await page.getAttribute("#card-" + dim.card, "title");
				equal(title, s.hand.why, "the dimmed card's title");
				await page.click("#card-" + dim.card, { force: true });
				const why = await page.textContent("#why");
				check(await page.isVisible("#why") && why.includes(s.hand.why),
				    "a tap on a dimmed card does not say why: " + why);
				const desc = await page.$eval("#card-" + dim.card, (b) =>
				    document.getElementById(b.getAttribute("aria-describedby").split(" ")[0]).textContent);
				equal(desc, s.hand.why, "the dimmed card's description");
				// a dimmed card clicked plays nothing
				equal((await state(page)).hand.held.length, s.hand.held.length, "cards held after a dimmed card");
			}
			plays++;
			if (!midShot && s.hand.tricks.length > 2 && s.hand.tricks.at(-1).cards.length > 0 &&
			    s.hand.tricks.at(-1).winner === null) {
				await shot(page, "game-mid-trick");
				midShot = true;
			}
		}
		if (s.phase === "scored") {
			hands++;
			// the scores table: a row a hand, the totals at the foot
			const rows = await page.$$eval("#scores tbody tr", (trs) => trs.map((tr) =>
			    Array.from(tr.querySelectorAll("td")).map((td) => td.textContent)));
			equal(rows, s.hands.map((h) => h.score.map((v, i) => v + " (" + h.total[i] + ")")),
			    "the scores table after hand " + s.hand.number);
			equal(await page.$$eval("#scores tfoot td", (tds) => tds.map((t) => Number(t.textContent))),
			    s.totals, "the totals");
			const last = s.hands.at(-1);
			if (last.moon !== null)
				check((await page.textContent("#moon")).includes("shot the moon"), "no moon said");
			else
				check(await page.isHidden("#moon"), "a moon said where none was");
			if (!reviewShot) {
				await page.waitForSelector("#review-body .costs li", { timeout: 30000 });
				const items = await page.$$eval("#review-body .costs li", (l) => l.map((e) => e.textContent));
				equal(items.length, 13, "the review's cards");
				check(items.every((t) => /^trick \d+: you played \S+( ✓|, best was \S+: cost \d+(\.\.\d+)? points?|, as good as any found: cost 0\.\.\d+ points)$/.test(t)),
				    "the review's lines: " + items.join(" | "));
				equal(await page.$$eval("#review-body .dealt dd", (d) => d.length), 4, "the hands dealt in the review");
				await shot(page, "game-hand-over");
				reviewShot = true;
			}
		}
		if (s.phase === "pass" && moves === 0) {
			const n = s.hand.passCount;
			const cards = await hand(page);
			for (const c of cards.slice(0, n))
				await page.click("#card-" + c.card);
			await shot(page, "game-pass");
			for (const c of cards.slice(0, n))
				await page.click("#card-" + c.card);
		}
		await move(page);
		moves++;
		check(moves < 600, "the game does not end");
	}
	const s = await state(page);
	check(hands >= 1, "no hand scored before the end");
	check(await page.isVisible("#winners"), "no winners said");
	const w = await page.textContent("#winners");
	const names = s.winners.map((i) => i === s.you ? "You" : { N: "North", E: "East", W: "West" }[s.seats[i]]);
	check(names.every((n) => w.includes(n)), "the winners '" + w + "' are not " + names);
	check(Math.min(...s.totals) === Math.min(...s.winners.map((i) => s.totals[i])), "the winners are not the lowest");
	check(s.totals.some((t) => t >= 30), "the game ended below its target");
	check(await page.isVisible("#again"), "no New game button at the end");
	check(await page.isHidden("#next"), "a Next hand button at the end");
	// the record, whole at the end, passes hearts-check and is the game
	const rec = await record(page);
	check(!rec.includes("??"), "the record at the end is a view");
	const file = path.join(TMP, "game.txt");
	fs.writeFileSync(file, rec);
	suite("hearts-check", ["-q", file]);
	equal(suite("hearts-query", ["phase", file]).trim(), "over", "the record's phase");
	await page.waitForSelector("#review-body .costs li", { timeout: 30000 });
	await shot(page, "game-over");
	// an earlier hand's review
	equal(await page.$$eval("#review-hands button", (b) => b.map((e) => e.textContent)),
	    s.hands.map((h) => "Hand " + h.number), "the hands to review");
	await page.click("#review-hands button >> nth=0");
	await page.waitForFunction(() => /^Hand 1 as dealt/.test(document.querySelector("#review-status").textContent),
	    null, { timeout: 30000 });
	equal(await page.$$eval("#review-body .costs li", (l) => l.length), 13, "hand 1's review");
	equal(await page.getAttribute("#review-hands button >> nth=0", "aria-pressed"), "true", "the hand reviewed pressed");
	await page.click("#again");
	check(await page.isVisible("#newgame"), "New game does not open the form");
	noErrors(page);
	console.log("game: " + hands + " hands, " + plays + " cards played by clicking");
});
