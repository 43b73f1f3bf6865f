// keyboard.mjs URL: the keyboard alone deals a game from the form,
// passes, plays a whole hand and deals the next; cards are buttons named
// as a person says them, the dimmed ones aria-disabled with their reason,
// with a focus ring; the live region tells the cards the others play.
import { main, newPage, settled, state, shot, check, equal, noErrors, URL } from "./lib.mjs";

const NAME = /^(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of (clubs|diamonds|hearts|spades)$/;

async function focused(page) {
	return page.evaluate(() => {
		const a = document.activeElement;
		return {
			id: a.id,
			card: a.dataset ? a.dataset.card || null : null,
			dimmed: a.getAttribute("aria-disabled") === "true",
			outline: getComputedStyle(a).outlineStyle
		};
	});
}

// tabTo: Tab until the element with ID has the focus.
async function tabTo(page, id) {
	for (let i = 0; i < 40; i++) {
		if ((await focused(page)).id === id)
			return;
		await page.keyboard.press("Tab");
	}
	throw new Error("Tab never reaches #" + id);
}

await main(async (browser) => {
	const page = await newPage(browser);
	await page.goto(URL);
	await page.waitForSelector("#newgame", { state: "visible" });
	equal((await focused(page)).id, "ng-players", "the focus on the new-game form");
	await page.keyboard.press("ArrowDown");	// 5 players
	await page.keyboard.press("ArrowUp");	// back to 4
	await tabTo(page, "ng-level");
	await page.keyboard.press("Home");	// beginner
	await tabTo(page, "start");
	await page.keyboard.press("Enter");
	await settled(page);
	let s = await state(page);
	equal([s.players, s.level, s.phase], [4, "beginner", "pass"], "the game dealt from the keyboard");

	// every card a button with a name a person says
	const names = await page.$$eval("#hand .card", (b) => b.map((e) => [e.tagName, e.getAttribute("aria-label")]));
	check(names.length === 13 && names.every(([t, n]) => t === "BUTTON" && NAME.test(n)),
	    "the cards' names: " + JSON.stringify(names));
	const qs = s.hand.held[0];
	const spoken = await page.getAttribute("#card-" + qs, "aria-label");
	equal(await page.getByRole("button", { name: spoken, exact: true }).count(), 1, "a card found by its name");

	// pass: Space chooses, the arrows move along the hand
	let f = await focused(page);
	check(f.card, "the focus is not on a card after the deal: " + f.id);
	check(f.outline !== "none", "no focus ring on a card");
	for (let i = 0; i < 3; i++) {
		await page.keyboard.press("Space");
		await page.keyboard.press("ArrowRight");
	}
	equal(await page.$$eval("#hand .card.selected", (b) => b.length), 3, "cards chosen by Space");
	await page.keyboard.press("ArrowLeft");
	await page.keyboard.press("End");
	check((await focused(page)).card === (await page.$$eval("#hand .card", (b) => b.at(-1).dataset.card)),
	    "End does not reach the last card");
	await tabTo(page, "pass");
	await page.keyboard.press("Enter");
	await settled(page);
	s = await state(page);
	equal(s.phase, "play", "the phase after a pass from the keyboard");

	// play the hand: Enter on a card not dimmed, the arrows to find one
	const hand = s.hand.number;
	let cards = 0, shotTaken = false;
	for (let k = 0; k < 400; k++) {
		s = await state(page);
		if (s.phase !== "play")
			break;
		f = await focused(page);
		if (!f.card) {
			await page.focus("#hand .card");
			continue;
		}
		if (f.dimmed) {
			const d = await page.$eval("#card-" + f.card, (b) =>
			    (b.getAttribute("aria-describedby") || "").split(" ").map((id) =>
			    document.getElementById(id).textContent).join(" "));
			equal(d, s.hand.why, "the dimmed card's description");
			check(await page.isVisible("#why"), "the reason is not shown on focus");
			if (!shotTaken) {
				await shot(page, "keyboard-focus-dimmed", false);
				shotTaken = true;
			}
			const end = (await page.$$eval("#hand .card", (b) => b.at(-1).dataset.card)) === f.card;
			await page.keyboard.press(end ? "Home" : "ArrowRight");
			continue;
		}
		await page.keyboard.press(cards % 2 ? "Enter" : "Space");
		await settled(page);
		cards++;
	}
	equal(s.phase, "scored", "the phase after the hand played from the keyboard");
	equal(cards, 13, "cards played from the keyboard");
	const live = await page.textContent("#live");
	check(/(North|East|West) plays (two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of /.test(live) &&
	    /scored/.test(live), "the live region: " + live);
	equal((await focused(page)).id, "next", "the focus at the hand's end");
	await page.keyboard.press("Enter");
	await settled(page);
	s = await state(page);
	equal(s.hand.number, hand + 1, "the hand after Next hand from the keyboard");
	check((await focused(page)).card, "the focus is not on a card in the next hand");
	noErrors(page);
});
