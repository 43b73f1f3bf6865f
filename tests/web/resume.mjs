// resume.mjs URL before|after: close the page and open it again, and the
// game goes on where it was; "before" starts a game from the form and
// keeps what the table showed in $BATS_TEST_TMPDIR/resume.json, "after"
// (the server restarted on the same directory) finds it as it was.  A
// game the server does not know falls back to the new-game form.
import fs from "node:fs";
import path from "node:path";
import { main, newPage, settled, hand, state, move, check, equal, noErrors,
    URL, TMP } from "./lib.mjs";

const saved = path.join(TMP, "resume.json");
const step = process.argv[3] || process.env.HEARTS_STEP;

// table: what the page shows of the game, to compare after a reopening.
async function table(page) {
	// a page opened again shows its game once the server has answered:
	// settled alone can come before its first request is under way
	await page.waitForFunction(() => location.hash.length > 1 &&
	    document.querySelector("#hand .card") !== null, null, { timeout: 20000 });
	await settled(page);
	return {
		id: await page.evaluate(() => location.hash.slice(1)),
		hand: (await hand(page)).map((c) => c.card + (c.dimmed ? "-" : "+")),
		trick: await page.$$eval("#trick .card", (c) => c.map((e) => e.dataset.card)),
		seats: await page.$$eval(".seat", (s) => s.map((e) => e.textContent)),
		message: await page.textContent("#message")
	};
}

await main(async (browser) => {
	if (step === "before") {
		const page = await newPage(browser);
		await page.goto(URL);
		check(await page.isVisible("#newgame"), "no new-game form for a first visit");
		check(await page.isHidden("#game"), "a table with no game");
		await page.selectOption("#ng-players", "3");
		equal(await page.inputValue("#ng-rules"), "three-player", "the rules for three players");
		await page.selectOption("#ng-rules", "standard");
		equal(await page.inputValue("#ng-players"), "4", "the players of the standard rules");
		await page.selectOption("#ng-level", "casual");
		await page.click("#start");
		await settled(page);
		const id = await page.evaluate(() => location.hash.slice(1));
		check(/^[0-9a-f]{32}$/.test(id), "no game id in the URL: " + id);
		equal(await page.evaluate(() => localStorage.getItem("hearts.game")), id, "the id kept");
		let s = await state(page);
		equal([s.players, s.level, s.phase], [4, "casual", "pass"], "the game the form made");
		await move(page);	// the pass
		await move(page);	// a card
		await move(page);	// another
		s = await state(page);
		const was = await table(page);
		equal(was.hand.length, s.hand.held.length, "the cards drawn");
		const context = page.context();
		await page.close();

		// the same browser, the page opened again with no fragment
		const again = await context.newPage();
		await again.goto(URL);
		await settled(again);
		equal(await table(again), was, "the table after closing and opening the page");
		await again.close();

		// another browser profile, with the game's link
		const other = await newPage(browser);
		await other.goto(URL + "#" + id);
		await settled(other);
		equal(await table(other), was, "the table from the game's link");
		noErrors(other);

		// a game the server does not know: the new-game form
		const lost = await newPage(browser);
		await lost.goto(URL + "#" + "0".repeat(32));
		await lost.waitForSelector("#newgame", { state: "visible" });
		check(await lost.isVisible("#error"), "no word of the game not found");
		check(/no longer/.test(await lost.textContent("#error")), "the word: " + await lost.textContent("#error"));
		equal(await lost.evaluate(() => localStorage.getItem("hearts.game")), null, "an unknown game kept");
		equal(await lost.evaluate(() => location.hash), "", "an unknown game's fragment");
		fs.writeFileSync(saved, JSON.stringify({ was, state: s }));
	} else if (step === "after") {
		const { was, state: s } = JSON.parse(fs.readFileSync(saved, "utf8"));
		const page = await newPage(browser);
		await page.goto(URL + "#" + was.id);
		await settled(page);
		equal(await table(page), was, "the table after the server's restart");
		await move(page);
		const t = await state(page);
		equal(t.hand.number, s.hand.number, "the hand after a move");
		equal(t.hand.held.length, s.hand.held.length - 1, "the cards held after a move");
		noErrors(page);
	} else {
		throw new Error("usage: resume.mjs URL before|after");
	}
});
