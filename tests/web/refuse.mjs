// refuse.mjs URL: from a game's page, requests for another game and bad
// requests are refused with a 4xx and a message, and change nothing; no
// file but the page's is served; the page says a game not found.
import { main, newPage, create, settled, state, check, equal, noErrors, URL } from "./lib.mjs";

await main(async (browser) => {
	const g = await create("players=4&rules=standard&level=casual&seed=34");
	const other = await create("players=4&rules=standard&level=casual&seed=35");
	const page = await newPage(browser);
	await page.goto(URL + "#" + g.id);
	await settled(page);
	const before = await state(page);

	// ask: a request from the page, as its script would make it
	const ask = (method, path) => page.evaluate(async ([m, p]) => {
		const r = await fetch(p, { method: m });
		const type = r.headers.get("content-type") || "";
		return [r.status, type.startsWith("application/json") ? await r.json() : await r.text()];
	}, [method, path]);

	// another game: a near miss of an id, a short one, one too long
	const near = other.id.slice(0, 31) + (other.id[31] === "0" ? "1" : "0");
	for (const id of [near, other.id.slice(0, 16), other.id + "00", "../" + other.id, "%2e%2e%2f" + other.id]) {
		const [status, body] = await ask("GET", "/api/games/" + id);
		equal(status, 404, "GET the game " + id);
		if (!id.startsWith("../"))	// the browser makes that /api/ID
			check(body && typeof body.error === "string" && body.error.length > 0, "no error message for " + id);
	}
	// a wrong card, a card not held, a play while passing
	const wrong = [
		["POST", "/api/games/" + g.id + "/play?card=2C", 409],
		["POST", "/api/games/" + g.id + "/pass?cards=2C,3C", null],
		["POST", "/api/games/" + g.id + "/pass?cards=XX,YY,ZZ", 400],
		["POST", "/api/games/" + g.id + "/next", 409],
		["GET", "/api/games/" + g.id + "/pass?cards=2C,3C,4C", 405],
		["POST", "/api/games/" + g.id + "/nothing", 404],
		["POST", "/api/games/" + g.id + "/play?card=2C&card=3C&x=1", 400],
		["POST", "/api/games?players=9", 400],
		["POST", "/api/games?level=godlike", 400],
		["POST", "/api/games?rules=nosuch", 400],
		["POST", "/api/games?seed=-1", 400],
		["POST", "/api/games?option=target=zero", 400],
		["GET", "/api/games", 405],
		["GET", "/../Makefile", 404],
		["GET", "/%2e%2e/Makefile", 404],
		["GET", "/index.html/../../Makefile", 404],
		["GET", "/README.md", 404]
	];
	for (const [m, p, want] of wrong) {
		const [status, body] = await ask(m, p);
		check(status >= 400 && status < 500, m + " " + p + ": status " + status);
		if (want !== null)
			equal(status, want, m + " " + p);
		if (p.startsWith("/api/"))
			check(body && typeof body.error === "string" && body.error.length > 0,
			    m + " " + p + ": no error message: " + JSON.stringify(body));
	}
	const after = await state(page);
	equal(after.hand, before.hand, "the game after the refused requests");
	const [s2, o2] = await ask("GET", "/api/games/" + other.id);
	equal([s2, o2.hand.held], [200, other.hand.held], "the other game after them");
	// none of the other game's cards in this one's answers
	check(!JSON.stringify(after).includes(other.id), "the other game's id in this one's state");

	// the page says a game not found, and offers a new one
	await page.goto(URL + "#" + "f".repeat(32));
	await page.waitForSelector("#newgame", { state: "visible" });
	check(await page.isVisible("#error"), "the page says nothing of a game not found");
	noErrors(page);
});
