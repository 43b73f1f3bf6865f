// looks.mjs URL: the table for 2, 3, 4 and 5 players, on a phone's
// width, in dark mode and with reduced motion, the last trick again, a
// moon, a game of More rules from the form, a hand of Black Maria;
// screenshots of each for a person to look at (tests/web/shots/, or
// $HEARTS_SHOTS).
import { main, newPage, create, settled, hand, move, state, shot, check,
    equal, noErrors, URL } from "./lib.mjs";

const PHONE = { width: 375, height: 740 };

// open: a new game of QUERY in a page of OPTS, played on by clicking
// until MOVES moves are made.
async function open(browser, query, opts, moves) {
	const g = await create(query);
	const page = await newPage(browser, opts);
	await page.goto(URL + "#" + g.id);
	await settled(page);
	for (let i = 0; i < moves; i++)
		await move(page);
	return page;
}

// fits: nothing wider than the page, and every card of the hand on the
// screen with its corner showing.
async function fits(page, what) {
	const width = page.viewportSize().width;
	const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
	check(scroll <= width, what + ": the page is " + scroll + " px wide on a " + width + " px screen");
	const boxes = await page.$$eval("#hand .card", (b) => b.map((e) => {
		const r = e.getBoundingClientRect();
		return [r.left, r.right];
	}));
	check(boxes.length > 0, what + ": no cards");
	check(boxes.every(([l, r]) => l >= 0 && r <= width), what + ": a card off the screen: " + JSON.stringify(boxes));
	for (let i = 1; i < boxes.length; i++)
		check(boxes[i][0] - boxes[i - 1][0] >= 14, what + ": a card's corner hidden: " + JSON.stringify(boxes));
}

await main(async (browser) => {
	// five players on a phone, a trick under way
	let page = await open(browser, "players=5&rules=five-player&level=casual&seed=5", { viewport: PHONE }, 3);
	equal(await page.$$eval(".seat", (s) => s.map((e) => e.dataset.seat + ":" + e.className.match(/pos-(\w+)/)[1])),
	    ["N:topright", "E:right", "S:bottom", "W:left", "X:topleft"], "five seats");
	await fits(page, "five players on a phone");
	await shot(page, "phone-5-players");
	noErrors(page);
	await page.context().close();

	// three players, 17 cards, on a phone, passing
	page = await open(browser, "players=3&rules=three-player&level=casual&seed=3", { viewport: PHONE }, 0);
	equal(await page.$$eval(".seat", (s) => s.map((e) => e.dataset.seat + ":" + e.className.match(/pos-(\w+)/)[1])),
	    ["N:left", "E:right", "S:bottom"], "three seats");
	equal((await hand(page)).length, 17, "three players' cards");
	await fits(page, "three players on a phone");
	await shot(page, "phone-3-players-pass");
	await page.context().close();

	// two players: you sit North, the other across; one card to pass
	page = await open(browser, "players=2&rules=two-player&level=casual&seed=2", {}, 0);
	equal(await page.$$eval(".seat", (s) => s.map((e) => e.dataset.seat + ":" + e.className.match(/pos-(\w+)/)[1])),
	    ["N:bottom", "E:top"], "two seats");
	check(/Choose one card to pass to East/.test(await page.textContent("#message")), "the two players' pass: " +
	    await page.textContent("#message"));
	await move(page);
	await move(page);
	await shot(page, "two-players");
	await page.context().close();

	// dark mode, reduced motion, four players, a trick under way
	page = await open(browser, "players=4&rules=omnibus&level=casual&seed=9",
	    { colorScheme: "dark", reducedMotion: "reduce" }, 4);
	const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	const rgb = bg.match(/\d+/g).map(Number);
	check(rgb[0] + rgb[1] + rgb[2] < 150, "the page is not dark in dark mode: " + bg);
	const motion = await page.$eval("#hand .card", (b) => getComputedStyle(b).transitionDuration);
	equal(motion, "0s", "a card's transition with reduced motion");
	await fits(page, "four players");
	await shot(page, "dark-4-players");
	// the last trick shown again
	await page.click("#last");
	equal(await page.getAttribute("#last", "aria-pressed"), "true", "Last trick pressed");
	const s = await state(page);
	const done = s.hand.tricks.filter((t) => t.winner !== null);
	equal(await page.$$eval("#trick .card", (c) => c.map((e) => e.dataset.card)), done.at(-1).cards, "the last trick");
	check(/Last trick/.test(await page.textContent("#trick-label")), "no word of the last trick");
	await shot(page, "dark-last-trick");
	await page.click("#last");
	noErrors(page);
	await page.context().close();

	// a moon: the person's first legal cards take every point of seed 12
	page = await open(browser, "players=4&rules=standard&level=casual&seed=12", {}, 0);
	for (let i = 0; i < 30 && (await state(page)).phase !== "scored"; i++)
		await move(page);
	equal(await page.textContent("#moon"), "You shot the moon!", "the moon said");
	equal(await page.$$eval("#scores tbody td", (t) => t.map((e) => e.textContent)),
	    ["26 (26)", "26 (26)", "0 (0)", "26 (26)"], "the scores of the moon");
	check(/You shot the moon!/.test(await page.textContent("#live")), "the moon not in the live region");
	await page.waitForSelector("#review-body .costs li", { timeout: 30000 });
	await shot(page, "moon");
	noErrors(page);
	await page.context().close();

	// a phone in dark mode at a hand's end, with its review
	page = await open(browser, "players=4&rules=standard&level=beginner&seed=4", { viewport: PHONE, colorScheme: "dark" }, 0);
	for (let i = 0; i < 30 && (await state(page)).phase !== "scored"; i++)
		await move(page);
	await page.waitForSelector("#review-body .costs li", { timeout: 30000 });
	const w = await page.evaluate(() => document.documentElement.scrollWidth);
	check(w <= PHONE.width, "the hand's end is " + w + " px wide on a phone");
	await shot(page, "phone-dark-hand-over");
	noErrors(page);
	await page.context().close();

	// More rules on the form: no passing, any club to lead the first
	// trick, points allowed on it, over the omnibus rules
	page = await newPage(browser);
	await page.goto(URL);
	await page.waitForSelector("#newgame", { state: "visible" });
	check(await page.isHidden("#ng-pass"), "More rules unfolded at first");
	await page.click("#ng-more summary");
	await page.selectOption("#ng-rules", "omnibus");
	await page.selectOption("#ng-pass", "none");
	await page.selectOption("#ng-first-lead", "any-club");
	await page.selectOption("#ng-first-trick-points", "yes");
	await shot(page, "more-rules");
	await page.click("#start");
	await settled(page);
	const r = await state(page);
	check(/ jack-of-diamonds=on .* pass=none first-lead=any-club first-trick-points=yes$/.test(r.rules),
	    "the rules of the form: " + r.rules);
	check((await page.textContent("#rules-line")).includes("first-lead=any-club"),
	    "the rules line: " + await page.textContent("#rules-line"));
	equal(r.phase, "play", "no passing: the hand begins with its play");
	// the cards not dimmed are the server's legal ones; leading the first
	// trick, every club held
	const shown = (await hand(page)).filter((c) => !c.dimmed).map((c) => c.card).sort();
	equal(shown, [...r.hand.legal].sort(), "the cards not dimmed");
	if (r.hand.turn === "S" && r.hand.tricks.length <= 1 &&
	    (r.hand.tricks.length === 0 || r.hand.tricks[0].cards.length === 0))
		equal(shown, r.hand.held.filter((c) => /C$/.test(c)).sort(), "any club to lead the first trick");
	await shot(page, "more-rules-game");
	noErrors(page);
	await page.context().close();

	// Black Maria from the form: three players, the pass to the right,
	// the first trick led by N (left of hand 1's dealer) with any card,
	// and the K♠ and A♠ among the points
	page = await newPage(browser);
	await page.goto(URL);
	await page.waitForSelector("#newgame", { state: "visible" });
	await page.selectOption("#ng-rules", "black-maria");
	equal(await page.inputValue("#ng-players"), "3", "Black Maria's players");
	await page.selectOption("#ng-level", "beginner");
	await page.click("#start");
	await settled(page);
	let bm = await state(page);
	check(/^players=3 .*moon=none .* pass=right first-lead=left-of-dealer .*penalty-spades=on left-out=2C$/.test(bm.rules),
	    "Black Maria's rules: " + bm.rules);
	equal(bm.phase, "pass", "Black Maria passes");
	equal((await hand(page)).length, 17, "17 cards in a Black Maria hand");
	check(!(await hand(page)).some((c) => c.card === "2C"), "the 2♣ is out of the deck");
	await shot(page, "black-maria-pass");
	await move(page);
	bm = await state(page);
	equal(bm.phase, "play", "after the pass, play");
	equal(bm.hand.tricks[0].leader, 0, "N leads the first trick of hand 1");
	const legal = (await hand(page)).filter((c) => !c.dimmed).map((c) => c.card).sort();
	equal(legal, [...bm.hand.legal].sort(), "the cards not dimmed, Black Maria");
	// played out to the hand's end: 43 points in all
	for (let i = 0; i < 40 && (await state(page)).phase === "play"; i++)
		await move(page);
	bm = await state(page);
	equal(bm.phase, "scored", "Black Maria's hand played out");
	equal(bm.hand.taken.reduce((a, b) => a + b, 0), 43, "43 points a hand");
	await shot(page, "black-maria-scored");
	noErrors(page);
});
