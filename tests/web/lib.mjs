// lib.mjs: what the browser tests of hearts-serve's page share: Debian's
// Chromium through playwright-core, the server's URL, the suite's
// programs, and failing with a message.
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const TOP = path.resolve(here, "../..");
export const BIN = process.env.HEARTS_BIN || path.join(TOP, "bin");
export const SHOTS = process.env.HEARTS_SHOTS || path.join(here, "shots");
export const URL = process.env.HEARTS_URL || process.argv[2];
export const TMP = process.env.HEARTS_TMP || process.env.BATS_TEST_TMPDIR || fs.mkdtempSync("/tmp/hearts-web-");

if (!URL) {
	console.error("usage: node " + path.basename(process.argv[1]) + " URL (or HEARTS_URL)");
	process.exit(64);
}

// fail: the test's one way to stop: a message on stderr, exit 1.
export function fail(msg) {
	throw new Error(msg);
}
export function check(cond, msg) {
	if (!cond)
		fail(msg);
}
export function equal(got, want, what) {
	const g = JSON.stringify(got), w = JSON.stringify(want);
	if (g !== w)
		fail(what + ": got " + g + ", want " + w);
}

// launch: Debian's Chromium, headless, a fresh profile, nothing fetched
// from outside.
export async function launch() {
	return chromium.launch({
		executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
		headless: true,
		args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		    "--no-first-run", "--disable-background-networking",
		    "--disable-component-update", "--disable-sync",
		    "--disable-dev-shm-usage"]
	});
}

// page: a page in a new context of BROWSER (its own localStorage), at
// the instant speed unless told, with every request to another host
// refused and counted, and every page error kept to fail on.
export async function newPage(browser, opts = {}) {
	const context = opts.context || await browser.newContext({
		viewport: opts.viewport || { width: 900, height: 1000 },
		colorScheme: opts.colorScheme || "light",
		reducedMotion: opts.reducedMotion || "no-preference",
		acceptDownloads: true
	});
	const page = await context.newPage();
	page.errors = [];
	page.outside = [];
	page.on("pageerror", (e) => page.errors.push(String(e)));
	page.on("console", (m) => {
		if (m.type() === "error" && !/status of 4\d\d/.test(m.text()))
			page.errors.push(m.text());
	});
	const origin = new globalThis.URL(URL).origin;
	await context.route("**/*", (route) => {
		const u = route.request().url();
		if (u.startsWith(origin) || u.startsWith("data:"))
			return route.continue();
		page.outside.push(u);
		return route.abort();
	});
	if (opts.speed !== null)
		await context.addInitScript((s) => {
			if (!localStorage.getItem("hearts.speed"))
				localStorage.setItem("hearts.speed", s);
		}, opts.speed || "instant");
	return page;
}

// settled: the page has drawn the last answer: no request under way and
// no card still arriving.
export async function settled(page) {
	await page.waitForFunction(() => !document.body.classList.contains("busy") &&
	    !document.querySelector("#hand.waiting"), null, { timeout: 20000 });
}

// api: a request as the page makes it, from node: [status, body].
export async function api(method, p) {
	const res = await fetch(new globalThis.URL(p, URL), { method });
	const text = await res.text();
	let body = text;
	try {
		body = JSON.parse(text);
	} catch (e) {
		/* a record, not JSON */
	}
	return [res.status, body, res.headers];
}

// create: a game through the API, for the tests that open it in the page.
export async function create(query) {
	const [status, body] = await api("POST", "/api/games?" + query);
	equal(status, 201, "POST /api/games?" + query);
	return body;
}

// suite: runs one of the suite's programs on STDIN: its stdout.
export function suite(prog, args, stdin) {
	return execFileSync(path.join(BIN, prog), args, { input: stdin, encoding: "utf8" });
}

// hand: the cards of the page's hand, as the server names them, with
// whether each is dimmed.
export async function hand(page) {
	return page.$$eval("#hand .card", (bs) => bs.map((b) => ({
		card: b.dataset.card,
		name: b.getAttribute("aria-label"),
		dimmed: b.getAttribute("aria-disabled") === "true"
	})));
}

export async function state(page) {
	const id = await page.evaluate(() => localStorage.getItem("hearts.game"));
	const [status, body] = await api("GET", "/api/games/" + id);
	equal(status, 200, "GET the page's game " + id);
	return body;
}

// shot: a screenshot into SHOTS, for a person to look at.
export async function shot(page, name, full = true) {
	fs.mkdirSync(SHOTS, { recursive: true });
	await page.screenshot({ path: path.join(SHOTS, name + ".png"), fullPage: full });
}

// main: runs the test body with a browser, and reports: exit 0, or the
// failure on stderr and exit 1.
export async function main(body) {
	const browser = await launch();
	let code = 0;
	try {
		await body(browser);
	} catch (e) {
		console.error("FAIL: " + (e && e.stack ? e.stack : e));
		code = 1;
	} finally {
		await browser.close();
	}
	process.exit(code);
}

// noErrors: the page threw nothing and asked no other host.
export function noErrors(page) {
	equal(page.errors, [], "errors in the page");
	equal(page.outside, [], "requests to another host");
}

// move: one move of the person by clicking, as a person would: the last
// cards of the hand to pass, the first card not dimmed to play, or Next
// hand.  Returns the phase it was made in.
export async function move(page) {
	await settled(page);
	const phase = await page.evaluate(() => {
		if (!document.querySelector("#results").hidden)
			return document.querySelector("#next").hidden ? "over" : "scored";
		return document.querySelector("#pass").hidden ? "play" : "pass";
	});
	if (phase === "pass") {
		const n = (await state(page)).hand.passCount;
		const cards = await hand(page);
		for (const c of cards.slice(-n))
			await page.click("#card-" + c.card);
		await page.click("#pass");
	} else if (phase === "play") {
		await page.click("#hand .card:not([aria-disabled=true])");
	} else if (phase === "scored") {
		await page.click("#next");
	}
	await settled(page);
	return phase;
}

// record: the record as the page's Download link gives it.
export async function record(page) {
	const href = await page.getAttribute("#download", "href");
	const [status, body, headers] = await api("GET", href);
	equal(status, 200, "GET " + href);
	check(/attachment/.test(headers.get("content-disposition") || ""),
	    "the record is not sent as an attachment");
	return body;
}

// legalOf: hearts-query legal of a record or view, in the server's
// names.
export function legalOf(text) {
	return suite("hearts-query", ["legal"], text).split(/\s+/).filter(Boolean).sort();
}
