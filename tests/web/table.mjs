// table.mjs URL: four people at one table, each in a browser context of
// their own.  The host opens the table from the form, reads the three
// links off the page and sends them (here: opens them in the other
// contexts); the host starts; every page sees the others' cards arrive
// without reloading; one person closes their page, the bots play for
// them while the others wait (the server runs with -t 2), and they come
// back through their link.  Every answer a page receives holds its own
// seat's cards only; the game ends and its record passes hearts-check.
import fs from "node:fs";
import path from "node:path";
import { main, newPage, settled, shot, check, equal, fail, noErrors, suite,
    api, create, URL, TMP } from "./lib.mjs";

// watchAnswers: every JSON answer of the API the page receives, kept.
function watchAnswers(page) {
	page.answers = [];
	page.on("response", async (r) => {
		if (!r.url().includes("/api/") || /\/(review|record|view)/.test(r.url()))
			return;
		try {
			page.answers.push(await r.json());
		} catch (e) {
			/* not JSON: nothing of a hand */
		}
	});
}

// act: the page's move if it has one, by clicking: cards to pass, a card
// to play, or the host's Next hand.  Returns whether it moved.
async function act(page, host) {
	await settled(page);
	const what = await page.evaluate(() => {
		if (document.querySelector("#game").hidden)
			return "none";
		if (!document.querySelector("#results").hidden)
			return document.querySelector("#next").hidden ? "over" : "scored";
		if (!document.querySelector("#pass").hidden)
			return document.querySelectorAll("#hand .card").length ? "pass" : "none";
		return document.querySelector("#hand .card:not([aria-disabled=true])") ? "play" : "none";
	});
	if (what === "pass") {
		const g = await page.evaluate(() => location.hash.slice(1));
		const [, s] = await api("GET", "/api/games/" + g);
		if (!s.hand || s.hand.passed || s.phase !== "pass")
			return false;
		const cards = await page.$$eval("#hand .card", (b) => b.map((e) => e.dataset.card));
		for (const c of cards.slice(-s.hand.passCount))
			await page.click("#card-" + c);
		await page.click("#pass");
	} else if (what === "play") {
		await page.click("#hand .card:not([aria-disabled=true])");
	} else if (what === "scored" && host) {
		await page.click("#next");
	} else {
		return false;
	}
	await settled(page);
	return true;
}

await main(async (browser) => {
	// The form opens a table for people: the host is given a link a
	// friend's seat.
	const form = await newPage(browser);
	await form.goto(URL);
	await form.selectOption("#ng-players", "3");
	await form.selectOption("#ng-people", "2");
	await form.click("#start");
	await settled(form);
	check(await form.isVisible("#lobby-start"), "no Start for the host of a table from the form");
	equal(await form.$$eval(".seat-link", (l) => l.length), 1, "the links of a table of two people");
	await form.context().close();

	// The game itself: four people, to 25 points so that it ends soon.
	const g = await create("players=4&level=beginner&people=4&seed=31&option=target=25");
	const host = await newPage(browser);
	watchAnswers(host);
	await host.goto(URL + "#" + g.id);
	await settled(host);
	check(await host.isVisible("#lobby"), "no table panel for the host");
	check(await host.isVisible("#lobby-start"), "no Start for the host");
	const links = await host.$$eval(".seat-link", (l) => l.map((e) => e.value));
	equal(links.length, 3, "the links the host is given");
	await shot(host, "table-host-links");

	// The three friends open their links.
	const pages = [host];
	for (const link of links) {
		check(link.startsWith(URL + "#"), "a link not to this server: " + link);
		const p = await newPage(browser);
		watchAnswers(p);
		await p.goto(link);
		await settled(p);
		check((await p.textContent("#lobby-note")).includes("to start"),
		    "a friend is not told the host starts");
		equal(await p.$$eval(".seat-link", (l) => l.length), 0, "links shown to a friend");
		pages.push(p);
	}
	// The host sees them here, without reloading.
	await host.waitForFunction(() => document.querySelectorAll("#lobby-seats li[data-who=here]").length === 3,
	    null, { timeout: 20000 });
	await host.click("#lobby-start");
	for (const p of pages)
		await p.waitForSelector("#hand .card", { timeout: 20000 });
	await shot(pages[1], "table-friend-pass");

	// Play: whoever can move does, round the table.  Once, a card played
	// by one page must reach the next seat's page with no reload.
	let moves = 0, seenArrive = false, dropped = false, idle = 0;
	for (;;) {
		const [, s] = await api("GET", "/api/games/" + g.id);
		if (s.phase === "over")
			break;
		let any = false;
		for (let i = 0; i < pages.length; i++) {
			const p = pages[i];
			const before = await p.$$eval("#trick .card", (c) => c.length);
			if (await act(p, i === 0)) {
				any = true;
				moves++;
				if (!seenArrive && before === 0) {
					// the card just played shows on the others' tables
					const card = await p.$eval("#trick .card", (c) => c.dataset.card).catch(() => null);
					if (card) {
						const other = pages[(i + 1) % pages.length];
						await other.waitForSelector("#trick .card[data-card='" + card + "']", { timeout: 20000 });
						seenArrive = true;
					}
				}
			}
		}
		// After some moves, the friend at pages[2] closes the page for a
		// while: the bots play their seat, the host is told they are away.
		if (!dropped && moves > 20) {
			const link = links[1];
			await pages[2].context().close();
			// Its last waiting request is answered within 15 s; the
			// seat is away 2 s (-t 2) after.
			await host.waitForFunction(() => document.querySelector("#lobby-seats li[data-who=away]"),
			    null, { timeout: 60000 }).catch(async (e) => {
				fail("the host is not shown the seat away: " + JSON.stringify(await host.$$eval("#lobby-seats li",
				    (l) => l.map((x) => x.dataset.who))) + " " + JSON.stringify((await api("GET", "/api/games/" +
				    g.id))[1].table));
			});
			await shot(host, "table-friend-away");
			const back = await newPage(browser);
			watchAnswers(back);
			await back.goto(link);
			await settled(back);
			pages[2] = back;
			await host.waitForFunction(() => !document.querySelector("#lobby-seats li[data-who=away]"),
			    null, { timeout: 20000 });
			dropped = true;
		}
		idle = any ? 0 : idle + 1;
		if (idle > 0)
			await new Promise((r) => setTimeout(r, 200));
		check(idle < 100, "nobody can move: " + s.phase);
		check(moves < 3000, "the game does not end");
	}
	check(seenArrive, "no card seen arriving on another page");
	check(dropped, "nobody dropped and came back");
	for (const p of pages)
		await p.waitForSelector("#winners:not([hidden])", { timeout: 20000 });
	await shot(pages[3], "table-over");

	// Each page was sent its own seat's cards only: what it held and could
	// play were its own; the hands the four were dealt are disjoint.
	const dealt = {};
	for (const p of pages) {
		for (const a of p.answers) {
			if (!a || !a.hand || (a.phase !== "pass" && a.phase !== "play"))
				continue;
			const own = new Set(a.hand.dealt.concat(a.hand.received || []));
			for (const c of a.hand.held.concat(a.hand.legal))
				check(own.has(c), "seat " + a.you + " was sent " + c + ", not its card");
			const k = a.hand.number + "/" + a.you;
			dealt[k] = a.hand.dealt.slice().sort().join(" ");
			check(!a.table.some((t, i) => i !== a.you && t.link && a.you !== a.host),
			    "a friend was sent another seat's link");
		}
	}
	const byHand = {};
	for (const k of Object.keys(dealt)) {
		const [h] = k.split("/");
		(byHand[h] = byHand[h] || []).push(...dealt[k].split(" "));
	}
	for (const h of Object.keys(byHand))
		equal(new Set(byHand[h]).size, byHand[h].length, "hand " + h + ": the pages' hands overlap");

	// The record passes hearts-check and is over.
	const [, rec] = await api("GET", "/api/games/" + links[2].split("#")[1] + "/record");
	const file = path.join(TMP, "table.txt");
	fs.writeFileSync(file, rec);
	suite("hearts-check", ["-q", file]);
	equal(suite("hearts-query", ["phase", file]).trim(), "over", "the record's phase");
	for (const p of pages)
		noErrors(p);
	console.log("table: " + moves + " moves by clicking in four browsers");
});
