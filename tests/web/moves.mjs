// moves.mjs URL: pass, hint and undo by clicking, and the bots' cards
// arriving one by one at a speed a person can follow.
import { main, newPage, create, settled, hand, state, check, equal,
    noErrors, api, URL } from "./lib.mjs";

const SUIT = { C: "♣", D: "♦", H: "♥", S: "♠" };
function sym(c) { return (c[0] === "T" ? "10" : c[0]) + SUIT[c[1]]; }

await main(async (browser) => {
	const g = await create("players=4&rules=standard&level=casual&seed=2026");
	const page = await newPage(browser);
	await page.goto(URL + "#" + g.id);
	await settled(page);

	// the hint while passing: the expert's three cards, highlighted
	const [, h] = await api("GET", "/api/games/" + g.id + "/hint");
	equal(h.cards.length, 3, "the hint's cards while passing");
	await page.click("#hint");
	await settled(page);
	check(await page.isVisible("#hint-text"), "the hint is not shown");
	const text = await page.textContent("#hint-text");
	check(h.cards.every((c) => text.includes(sym(c))) && text.includes(h.why),
	    "the hint says '" + text + "', not " + h.cards + " " + h.why);
	equal(await page.$$eval("#hand .card.hinted", (b) => b.map((e) => e.dataset.card).sort()),
	    h.cards.slice().sort(), "the cards the hint highlights");

	// choosing: Pass waits for three cards, a fourth is refused
	const cards = (await hand(page)).map((c) => c.card);
	const pass = [cards[12], cards[11], cards[0]];
	check(await page.isDisabled("#pass"), "Pass enabled before any card is chosen");
	for (const c of pass)
		await page.click("#card-" + c);
	equal(await page.getAttribute("#card-" + pass[0], "aria-pressed"), "true", "a chosen card's aria-pressed");
	check(await page.isEnabled("#pass"), "Pass disabled with three cards chosen");
	await page.click("#card-" + cards[5]);
	equal(await page.$$eval("#hand .card.selected", (b) => b.length), 3, "cards chosen after a fourth click");
	check(await page.isVisible("#why"), "a fourth card is not refused in words");
	await page.click("#card-" + pass[2]);	// put back, choose again
	check(await page.isDisabled("#pass"), "Pass enabled with two cards chosen");
	await page.click("#card-" + pass[2]);
	await page.click("#pass");
	await settled(page);

	// the cards received: said in words and marked in the hand
	let s = await state(page);
	equal(s.phase, "play", "the phase after the pass");
	equal(s.hand.passed.slice().sort(), pass.slice().sort(), "the cards passed");
	const msg = await page.textContent("#message");
	check(s.hand.received.every((c) => msg.includes(sym(c))) && msg.includes("from East"),
	    "the cards received are not said: " + msg);
	check(/^You received \S+ \S+ \S+ from East\./.test(msg), "the words of the cards received: " + msg);
	equal(await page.$$eval("#hand .card.received", (b) => b.map((e) => e.dataset.card).sort()),
	    s.hand.received.slice().sort(), "the cards marked as received");
	check(pass.every((c) => !s.hand.held.includes(c)), "a card passed is still held");

	// the hint while playing: one card, highlighted; play it
	await page.click("#hint");
	await settled(page);
	const hinted = await page.$$eval("#hand .card.hinted", (b) => b.map((e) => e.dataset.card));
	equal(hinted.length, 1, "the cards the hint highlights in play");
	check(s.hand.legal.includes(hinted[0]), "the hint " + hinted[0] + " is not legal");
	check(await page.isDisabled("#undo"), "Undo enabled before a card is played");
	const before = s;
	await page.click("#card-" + hinted[0]);
	await settled(page);
	s = await state(page);
	check(!s.hand.held.includes(hinted[0]), "the card hinted and clicked is still held");
	equal(await page.$$eval("#hand .card.received", (b) => b.length), 0, "cards marked received after a card played");
	check(s.canUndo, "the server does not let the card be taken back");
	check(await page.isEnabled("#undo"), "Undo disabled after a card played");

	// undo: the card back in the hand, the table as before it
	await page.click("#undo");
	await settled(page);
	s = await state(page);
	check(s.hand.held.includes(hinted[0]), "undo did not give the card back");
	equal(s.hand.held.slice().sort(), before.hand.held.slice().sort(), "the hand after undo");
	check((await hand(page)).some((c) => c.card === hinted[0]), "the card taken back is not drawn");
	equal(await page.$$eval("#trick .card", (c) => c.map((e) => e.dataset.card)),
	    before.hand.tricks.at(-1) && before.hand.tricks.at(-1).winner === null ? before.hand.tricks.at(-1).cards : 
	    (before.hand.tricks.at(-1) ? before.hand.tricks.at(-1).cards : []),
	    "the trick on the table after undo");

	// the pace: at speed "fast" the others' cards come one at a time
	await page.selectOption("#speed", "fast");
	equal(await page.evaluate(() => localStorage.getItem("hearts.speed")), "fast", "the speed kept");
	const counts = [];
	const watch = setInterval(async () => {
		try {
			counts.push(await page.$$eval("#trick .card", (c) => c.length));
		} catch (e) {
			/* the page between two drawings */
		}
	}, 60);
	const t0 = Date.now();
	await page.click("#hand .card:not([aria-disabled=true])");
	await page.waitForFunction(() => document.querySelector("#hand.waiting"), null, { timeout: 5000 }).catch(() => {});
	await settled(page);
	clearInterval(watch);
	const took = Date.now() - t0;
	s = await state(page);
	const n = s.hand.tricks.flatMap((t) => t.cards).length - before.hand.tricks.flatMap((t) => t.cards).length;
	check(n >= 2, "too few cards played to see a pace: " + n);
	check(took >= 300 * (n - 1), "the cards came too fast: " + n + " cards in " + took + " ms");
	const distinct = counts.filter((c, i) => i === 0 || c !== counts[i - 1]);
	check(distinct.length >= 3, "the cards did not come one by one: " + distinct);
	await page.reload();
	await settled(page);
	equal(await page.inputValue("#speed"), "fast", "the speed after a reload");
	noErrors(page);
});
