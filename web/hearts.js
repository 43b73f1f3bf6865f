// hearts.js: the page of hearts-serve.  The rules and the game stay on
// the server; this file only asks it (the server part), draws what it
// answers (the table part) and turns clicks and keys into requests (the
// input part).  No framework, no build step: read it as it is served.
"use strict";

(function () {

// ---- cards and seats, as names for people ----

const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const SUIT_NAMES = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANKS = { T: "10" };
const RANK_NAMES = {
	"2": "two", "3": "three", "4": "four", "5": "five", "6": "six",
	"7": "seven", "8": "eight", "9": "nine", T: "ten", J: "jack",
	Q: "queen", K: "king", A: "ace"
};
const ORDER = "23456789TJQKA";
const SUIT_ORDER = "CDSH";		// the hand sorted with colours alternating
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West", X: "X" };
const SPEEDS = { slow: 1300, normal: 750, fast: 300, instant: 0 };

function rank(card) { return card[0]; }
function suit(card) { return card[1]; }
function symbol(card) { return (RANKS[rank(card)] || rank(card)) + SUITS[suit(card)]; }
function spoken(card) { return RANK_NAMES[rank(card)] + " of " + SUIT_NAMES[suit(card)]; }
function red(card) { return suit(card) === "H" || suit(card) === "D"; }
function symbols(cards) { return cards.map(symbol).join(" "); }
function sortCards(cards) {
	return cards.slice().sort(function (a, b) {
		return SUIT_ORDER.indexOf(suit(a)) - SUIT_ORDER.indexOf(suit(b)) ||
		    ORDER.indexOf(rank(a)) - ORDER.indexOf(rank(b));
	});
}

// ---- the page's state ----

let game = null;		// the last state the server sent
let shownHand = 0;		// the hand whose cards the table shows
let shownCount = 0;		// how many of its cards played are on the table
let selected = new Set();	// cards chosen to pass
let hinted = new Set();		// the hint's cards, until the next move
let busy = false;		// a request or an animation is under way
let lastTrickShown = false;	// "Last trick" pressed
let reviews = {};		// hand number -> review, or a promise of one
let timers = 0;			// bumped to stop an animation under way
let announced = null;		// the game whose end was announced
let reviewed = {};		// the hand the review shows: {id, hands, number}
let watching = null;		// the seat whose table the page waits on

const $ = function (id) { return document.getElementById(id); };

function speed() {
	const s = localStorage.getItem("hearts.speed");
	return s in SPEEDS ? s : "normal";
}
function delay() {
	if (speed() === "instant")
		return 0;
	return SPEEDS[speed()];
}
function sleep(ms) {
	return new Promise(function (done) { setTimeout(done, ms); });
}
function seatName(i) {
	if (!game)
		return "";
	return i === game.you ? "you" : SEAT_NAMES[game.seats[i]] || game.seats[i];
}
function SeatName(i) {
	const n = seatName(i);
	return n.charAt(0).toUpperCase() + n.slice(1);
}
function announce(text) {
	const live = $("live");
	const p = document.createElement("p");
	p.textContent = text;
	live.appendChild(p);
	while (live.childNodes.length > 6)
		live.removeChild(live.firstChild);
}
function showError(text) {
	const e = $("error");
	e.textContent = text || "";
	e.hidden = !text;
}

// ---- the server ----

// api: one request; the page never sends a body, every parameter is in
// the query string.  Resolves to the JSON answer; rejects with an Error
// that carries the status and the server's message.
async function api(method, path) {
	let res;
	try {
		res = await fetch(path, { method: method, cache: "no-store",
		    headers: { Accept: "application/json" } });
	} catch (e) {
		const err = new Error("the server cannot be reached");
		err.status = 0;
		throw err;
	}
	let body = null;
	try {
		body = await res.json();
	} catch (e) {
		body = null;
	}
	if (!res.ok) {
		const err = new Error(body && body.error ? body.error :
		    "the server answered " + res.status);
		err.status = res.status;
		throw err;
	}
	return body;
}

function gamePath(rest) {
	return "/api/games/" + encodeURIComponent(game.id) + (rest || "");
}

// request: a move; the answer is a new state, drawn with its cards
// arriving one by one.
async function request(method, rest) {
	if (busy)
		return;
	busy = true;
	setBusy();
	showError("");
	try {
		const state = await api(method, gamePath(rest));
		const a = document.activeElement;
		const inHand = !a || a === document.body || $("hand").contains(a);
		await show(state, true);
		if (inHand && (state.phase === "scored" || state.phase === "over") &&
		    !$("hand").contains(document.activeElement))
			($("next").hidden ? $("again") : $("next")).focus();
	} catch (e) {
		showError(e.message);
		$("why").textContent = e.message;
		$("why").hidden = false;
		if (e.status === 404)
			forget();
	} finally {
		busy = false;
		setBusy();
	}
}

// ---- where the game is kept: the URL's fragment and localStorage ----

function keep(id) {
	localStorage.setItem("hearts.game", id);
	if (location.hash !== "#" + id)
		history.replaceState(null, "", "#" + id);
}
function forget() {
	localStorage.removeItem("hearts.game");
	history.replaceState(null, "", location.pathname + location.search);
	game = null;
	showNewGame(false);
}

async function open(id) {
	try {
		const state = await api("GET", "/api/games/" + encodeURIComponent(id));
		shownHand = 0;
		await show(state, false);
	} catch (e) {
		if (e.status === 404 || e.status === 400) {
			localStorage.removeItem("hearts.game");
			history.replaceState(null, "", location.pathname + location.search);
			showNewGame(false);
			showError(e.status === 404 ? "That game is no longer on the server: start a new one." : e.message);
		} else {
			showError(e.message);
			showNewGame(false);
		}
	}
}

async function start() {
	const f = $("newgame-form");
	let q = "players=" + encodeURIComponent(f.players.value) +
	    "&rules=" + encodeURIComponent(f.rules.value) +
	    "&level=" + encodeURIComponent(f.level.value) +
	    "&people=" + encodeURIComponent(f.people.value);
	// More rules: each option set, after the rules (the server takes
	// them in order, so that they change what the rules set)
	f.querySelectorAll("select[data-option]").forEach(function (s) {
		if (s.value !== "")
			q += "&option=" + encodeURIComponent(s.dataset.option + "=" + s.value);
	});
	showError("");
	$("start").disabled = true;
	busy = true;
	setBusy();
	try {
		const state = await api("POST", "/api/games?" + q);
		reviews = {};
		game = null;
		shownHand = 0;
		$("newgame").hidden = true;
		await show(state, true);
		const first = document.querySelector("#hand .card:not([aria-disabled=true])");
		if (first)
			first.focus();
	} catch (e) {
		showError(e.message);
	} finally {
		$("start").disabled = false;
		busy = false;
		setBusy();
	}
}

function showNewGame(cancellable) {
	$("newgame").hidden = false;
	$("cancel-new").hidden = !cancellable;
	$("game").hidden = !cancellable ? true : $("game").hidden;
	if (!cancellable)
		$("download").hidden = true;
	$("ng-players").focus();
}

// ---- drawing: the table ----

// positions: where each other seat sits, from the person's left
// clockwise, by the number of players.
const POSITIONS = {
	2: ["top"],
	3: ["left", "right"],
	4: ["left", "top", "right"],
	5: ["left", "topleft", "topright", "right"]
};
function position(seat) {
	if (seat === game.you)
		return "bottom";
	const k = (seat - game.you + game.players) % game.players;
	return POSITIONS[game.players][k - 1];
}

function cardFace(card, el) {
	el.classList.add("card");
	el.classList.toggle("red", red(card));
	el.dataset.card = card;
	const r = RANKS[rank(card)] || rank(card);
	const corner = document.createElement("span");
	corner.className = "corner";
	corner.setAttribute("aria-hidden", "true");
	corner.textContent = r;
	const small = document.createElement("span");
	small.className = "corner-suit";
	small.setAttribute("aria-hidden", "true");
	small.textContent = SUITS[suit(card)];
	const pip = document.createElement("span");
	pip.className = "pip";
	pip.setAttribute("aria-hidden", "true");
	pip.textContent = SUITS[suit(card)];
	el.append(corner, small, pip);
	return el;
}

function playedCards(state) {
	const out = [];
	if (!state.hand)
		return out;
	state.hand.tricks.forEach(function (t, ti) {
		t.cards.forEach(function (c, j) {
			out.push({ trick: ti, seat: (t.leader + j) % state.players, card: c });
		});
	});
	return out;
}

function cardsLeft(state, seat, upTo) {
	const dealt = state.hand ? state.hand.dealt.length : 0;
	let n = 0;
	playedCards(state).slice(0, upTo).forEach(function (p) {
		if (p.seat === seat)
			n++;
	});
	return dealt - n;
}

function drawSeats(state, upTo, turn) {
	const box = $("seats");
	box.textContent = "";
	for (let i = 0; i < state.players; i++) {
		const pos = position(i);
		const d = document.createElement("div");
		d.className = "seat pos-" + pos + (i === turn ? " turn" : "");
		d.dataset.seat = state.seats[i];
		const name = document.createElement("div");
		name.className = "seat-name";
		name.textContent = i === state.you ? "You (" + SEAT_NAMES[state.seats[i]] + ")" : SEAT_NAMES[state.seats[i]];
		const who = state.people > 1 && state.table ? WHO_SHORT[state.table[i].who] : "";
		if (who) {
			const w = document.createElement("span");
			w.className = "seat-who";
			w.textContent = " · " + who;
			name.appendChild(w);
		}
		const pts = document.createElement("div");
		pts.className = "seat-points";
		const taken = state.hand && state.hand.taken ? state.hand.taken[i] : 0;
		const total = state.totals ? state.totals[i] : 0;
		pts.innerHTML = "";
		const a = document.createElement("span");
		a.textContent = "hand " + taken;
		a.title = "points taken this hand";
		const b = document.createElement("span");
		b.textContent = "total " + total;
		b.title = "total points";
		pts.append(a, " · ", b);
		d.append(name, pts);
		if (i !== state.you) {
			const backs = document.createElement("div");
			backs.className = "backs";
			const n = cardsLeft(state, i, upTo);
			backs.setAttribute("aria-label", n + " cards");
			backs.setAttribute("role", "img");
			for (let k = 0; k < n; k++) {
				const s = document.createElement("span");
				s.className = "back";
				backs.appendChild(s);
			}
			d.appendChild(backs);
		}
		box.appendChild(d);
	}
}

// drawTrick: the cards of one trick in the middle, each before its seat.
function drawTrick(state, trick, cards, label, winner) {
	const box = $("trick");
	box.textContent = "";
	if (trick) {
		cards.forEach(function (c, j) {
			const seat = (trick.leader + j) % state.players;
			const el = cardFace(c, document.createElement("div"));
			el.classList.add("on-table", "at-" + position(seat));
			if (winner === seat)
				el.classList.add("winner");
			el.setAttribute("role", "img");
			el.setAttribute("aria-label", SeatName(seat) + ": " + spoken(c));
			box.appendChild(el);
		});
	}
	$("trick-label").textContent = label || "";
}

// currentTrick: what the middle shows when nothing moves: the trick under
// way, or the last one when the hand is over.
function drawCurrentTrick(state) {
	const tricks = state.hand ? state.hand.tricks : [];
	if (lastTrickShown) {
		const done = tricks.filter(function (t) { return t.winner !== null && t.winner !== undefined; });
		const t = done[done.length - 1];
		if (t) {
			drawTrick(state, t, t.cards, "Last trick: " + seatName(t.winner) + " took it", t.winner);
			return;
		}
	}
	const t = tricks[tricks.length - 1];
	if (!t) {
		drawTrick(state, null, [], "");
		return;
	}
	const complete = t.cards.length === state.players;
	if (complete && state.phase === "play") {
		// a trick just taken, the next not led yet: shown until the
		// person leads
		drawTrick(state, t, t.cards, seatName(t.winner) === "you" ? "You took the trick" : SeatName(t.winner) + " took the trick", t.winner);
		return;
	}
	drawTrick(state, t, t.cards, complete ? SeatName(t.winner) + " took the last trick" : "", complete ? t.winner : null);
}

// drawHand: the person's cards as buttons; WAITING while the others'
// cards arrive, when none can be played and none is dimmed for a trick
// not yet on the table.
function drawHand(state, waiting) {
	const box = $("hand");
	const hadFocus = box.contains(document.activeElement);
	let focusIndex = 0;
	if (hadFocus)
		focusIndex = Array.prototype.indexOf.call(box.children, document.activeElement);
	box.textContent = "";
	const h = state.hand;
	if (!h)
		return;
	const held = sortCards(h.held);
	const legal = new Set(h.legal || []);
	const mine = playedCards(state).filter(function (p) { return p.seat === state.you; });
	const received = new Set(h.received && mine.length === 0 ? h.received : []);
	const playing = !waiting && state.phase === "play" && h.turn === state.you;
	const passing = !waiting && state.phase === "pass";
	box.style.setProperty("--n", String(Math.max(held.length, 1)));
	held.forEach(function (c, i) {
		const b = cardFace(c, document.createElement("button"));
		b.type = "button";
		b.id = "card-" + c;
		b.setAttribute("aria-label", spoken(c));
		const described = [];
		let can = (playing || passing) && legal.has(c);
		if (passing) {
			b.setAttribute("aria-pressed", selected.has(c) ? "true" : "false");
			if (selected.has(c))
				b.classList.add("selected");
		}
		if (waiting) {
			b.setAttribute("aria-disabled", "true");
		} else if (!can) {
			b.setAttribute("aria-disabled", "true");
			b.classList.add("dimmed");
			let reason;
			if (playing && h.why)
				reason = h.why;
			else if (state.phase === "play")
				reason = "it is not your turn";
			else
				reason = "the hand is over";
			b.title = reason;
			b.dataset.why = reason;
			const r = document.createElement("span");
			r.id = "why-" + c;
			r.className = "visually-hidden";
			r.textContent = reason;
			b.appendChild(r);
			described.push(r.id);
		}
		if (received.has(c)) {
			b.classList.add("received");
			const r = document.createElement("span");
			r.id = "recv-" + c;
			r.className = "visually-hidden";
			r.textContent = "received from " + SeatName(h.passFrom);
			b.appendChild(r);
			described.push(r.id);
			if (!b.title)
				b.title = "received from " + SeatName(h.passFrom);
		}
		if (hinted.has(c))
			b.classList.add("hinted");
		if (described.length)
			b.setAttribute("aria-describedby", described.join(" "));
		box.appendChild(b);
	});
	if (hadFocus && box.children.length) {
		const i = Math.min(Math.max(focusIndex, 0), box.children.length - 1);
		box.children[i].focus();
	}
}

function passWord(n) {
	return ["no cards", "one card", "two cards", "three cards", "four cards"][n] || n + " cards";
}

function drawMessage(state) {
	const h = state.hand;
	let m = "";
	if (state.phase === "pass") {
		const n = h.passCount;
		m = "Choose " + passWord(n) + " to pass to " + SEAT_NAMES[state.seats[h.passTo]] +
		    " (" + h.pass + "), then press Pass. " + selected.size + " of " + n + " chosen.";
	} else if (state.phase === "play") {
		const mine = playedCards(state).filter(function (p) { return p.seat === state.you; });
		if (h.received && h.received.length && mine.length === 0)
			m = "You received " + symbols(sortCards(h.received)) + " from " + SEAT_NAMES[state.seats[h.passFrom]] + ". ";
		else if (h.pass === "hold" && mine.length === 0)
			m = "No passing this hand. ";
		m += h.turn === state.you ? "Your turn: click a card to play it." : "";
	} else if (state.phase === "scored") {
		m = "Hand " + h.number + " is over.";
	} else if (state.phase === "over") {
		m = "The game is over.";
	}
	$("message").textContent = m;
}

function drawControls(state) {
	const passing = state.phase === "pass";
	const playing = state.phase === "play";
	$("pass").hidden = !passing;
	$("pass").textContent = "Pass " + (passing ? passWord(state.hand.passCount) : "");
	$("pass").disabled = !passing || selected.size !== state.hand.passCount;
	$("hint").disabled = !(passing || playing);
	$("undo").disabled = !state.canUndo;
	const anyTrick = state.hand && state.hand.tricks.some(function (t) { return t.winner !== null && t.winner !== undefined; });
	$("last").disabled = !anyTrick;
	if (!anyTrick && lastTrickShown) {
		lastTrickShown = false;
	}
	$("last").setAttribute("aria-pressed", lastTrickShown ? "true" : "false");
	const dl = $("download");
	dl.hidden = false;
	dl.href = gamePath("/record");
	const whole = state.phase === "scored" || state.phase === "over";
	dl.title = whole ? "The whole record of the game, every hand shown: hearts-show, hearts-check and hearts-solve -p read it." :
	    "During a hand, your view of the game (the other hands hidden); after the hand, the whole record.";
	dl.textContent = whole ? "Download record" : "Download record (your view)";
	dl.setAttribute("download", "hearts-" + state.id.slice(0, 8) + ".txt");
	$("you-line").textContent = "";
	$("rules-line").textContent = "Level " + state.level + " · " + state.rules;
}

function setBusy() {
	document.body.classList.toggle("busy", busy);
}

// ---- after a hand: scores, moon, winners, review ----

function drawResults(state) {
	const over = state.phase === "over";
	const scored = state.phase === "scored" || over;
	$("results").hidden = !scored;
	if (!scored)
		return;
	const last = state.hands[state.hands.length - 1];
	$("results-title").textContent = over ? "Game over" : "Hand " + last.number + " is over";
	const moon = $("moon");
	if (last && last.moon !== null && last.moon !== undefined) {
		moon.hidden = false;
		moon.textContent = last.moon === state.you ? "You shot the moon!" : SEAT_NAMES[state.seats[last.moon]] + " shot the moon!";
	} else {
		moon.hidden = true;
	}
	const w = $("winners");
	if (over && state.winners) {
		w.hidden = false;
		const names = state.winners.map(function (i) { return i === state.you ? "you" : SEAT_NAMES[state.seats[i]]; });
		if (names.length === 1)
			w.textContent = names[0] === "you" ? "You win!" : names[0] + " wins.";
		else
			w.textContent = "A shared win: " + names.join(" and ") + ".";
		if (announced !== state.id) {
			announced = state.id;
			announce("The game is over. " + w.textContent);
		}
	} else {
		w.hidden = true;
	}
	$("next").hidden = over;
	$("again").hidden = !over;
	drawScores(state);
	if (reviewed.id !== state.id || reviewed.hands !== state.hands.length)
		reviewed = { id: state.id, hands: state.hands.length, number: last.number };
	drawReviewChoice(state);
	loadReview(state, reviewed.number);
}

function drawScores(state) {
	const t = $("scores");
	t.textContent = "";
	const cap = document.createElement("caption");
	cap.textContent = "Points of each hand, and the running totals";
	t.appendChild(cap);
	const head = document.createElement("tr");
	const th0 = document.createElement("th");
	th0.textContent = "Hand";
	th0.scope = "col";
	head.appendChild(th0);
	for (let i = 0; i < state.players; i++) {
		const th = document.createElement("th");
		th.scope = "col";
		th.textContent = i === state.you ? "You" : SEAT_NAMES[state.seats[i]];
		head.appendChild(th);
	}
	const thead = document.createElement("thead");
	thead.appendChild(head);
	t.appendChild(thead);
	const body = document.createElement("tbody");
	state.hands.forEach(function (hd) {
		const tr = document.createElement("tr");
		const th = document.createElement("th");
		th.scope = "row";
		th.textContent = hd.number + (hd.moon !== null && hd.moon !== undefined ? " ☾" : "");
		tr.appendChild(th);
		for (let i = 0; i < state.players; i++) {
			const td = document.createElement("td");
			td.textContent = hd.score[i] + " ";
			const s = document.createElement("span");
			s.className = "running";
			s.textContent = "(" + hd.total[i] + ")";
			td.appendChild(s);
			tr.appendChild(td);
		}
		body.appendChild(tr);
	});
	t.appendChild(body);
	const foot = document.createElement("tfoot");
	const tr = document.createElement("tr");
	const th = document.createElement("th");
	th.scope = "row";
	th.textContent = "Total";
	tr.appendChild(th);
	const best = Math.min.apply(null, state.totals);
	for (let i = 0; i < state.players; i++) {
		const td = document.createElement("td");
		td.textContent = state.totals[i];
		if (state.totals[i] === best)
			td.className = "best";
		tr.appendChild(td);
	}
	foot.appendChild(tr);
	t.appendChild(foot);
}

// drawReviewChoice: a button for each hand scored, to review an earlier
// one.
function drawReviewChoice(state) {
	const nav = $("review-hands");
	nav.textContent = "";
	nav.hidden = state.hands.length < 2;
	state.hands.forEach(function (hd) {
		const b = document.createElement("button");
		b.type = "button";
		b.textContent = "Hand " + hd.number;
		b.setAttribute("aria-pressed", hd.number === reviewed.number ? "true" : "false");
		b.addEventListener("click", function () {
			reviewed.number = hd.number;
			drawReviewChoice(game);
			loadReview(game, hd.number);
		});
		nav.appendChild(b);
	});
}

function loadReview(state, number) {
	const id = state.id;
	const status = $("review-status");
	const body = $("review-body");
	if (reviews[number] && reviews[number].done) {
		drawReview(state, reviews[number].done);
		return;
	}
	body.textContent = "";
	status.textContent = "The solver is working…";
	$("review").setAttribute("aria-busy", "true");
	if (!reviews[number]) {
		reviews[number] = { promise: api("GET", "/api/games/" + encodeURIComponent(id) + "/review?hand=" + number) };
		reviews[number].promise.then(function (r) {
			reviews[number].done = r;
		}, function (e) {
			reviews[number].failed = e;
			delete reviews[number];
		});
	}
	reviews[number].promise.then(function (r) {
		if (game && game.id === id && (game.phase === "scored" || game.phase === "over") &&
		    reviewed.number === number)
			drawReview(game, r);
	}, function (e) {
		if (game && game.id === id && reviewed.number === number) {
			status.textContent = "No review: " + e.message;
			$("review").setAttribute("aria-busy", "false");
		}
	});
}

function handText(cards, el) {
	const bySuit = {};
	sortCards(cards).forEach(function (c) {
		(bySuit[suit(c)] = bySuit[suit(c)] || []).push(RANKS[rank(c)] || rank(c));
	});
	SUIT_ORDER.split("").forEach(function (s) {
		if (!bySuit[s])
			return;
		const span = document.createElement("span");
		span.className = "suit-group" + (s === "H" || s === "D" ? " red" : "");
		span.textContent = SUITS[s] + " " + bySuit[s].join(" ");
		el.appendChild(span);
	});
}

function drawReview(state, r) {
	const status = $("review-status");
	const body = $("review-body");
	$("review").setAttribute("aria-busy", "false");
	status.textContent = "Hand " + r.hand + " as dealt, and what each of your cards cost against the best card at its moment" +
	    (r.exact ? " (the solver's exact values)." : " (a range where the solver could not be exact).");
	body.textContent = "";
	const seats = r.seats || state.seats;
	const dl = document.createElement("dl");
	dl.className = "dealt";
	r.dealt.forEach(function (cards, i) {
		const dt = document.createElement("dt");
		dt.textContent = (i === r.you ? "You (" + SEAT_NAMES[seats[i]] + ")" : SEAT_NAMES[seats[i]]);
		const dd = document.createElement("dd");
		handText(cards, dd);
		if (r.passed && r.passed[i] && r.passed[i].length) {
			const p = document.createElement("span");
			p.className = "passed";
			p.textContent = "passed " + symbols(r.passed[i]);
			dd.appendChild(p);
		}
		dl.append(dt, dd);
	});
	if (r.aside && r.aside.length) {
		const dt = document.createElement("dt");
		dt.textContent = "Aside";
		const dd = document.createElement("dd");
		handText(r.aside, dd);
		dl.append(dt, dd);
	}
	body.appendChild(dl);
	const ol = document.createElement("ul");
	ol.className = "costs";
	let sumLo = 0, sumHi = 0;
	r.cards.forEach(function (c) {
		const li = document.createElement("li");
		sumLo += c.lo;
		sumHi += c.hi;
		const cost = c.lo === c.hi ? String(c.lo) : c.lo + ".." + c.hi;
		if (c.lo === 0 && c.hi === 0) {
			li.className = "good";
			li.textContent = "trick " + c.trick + ": you played " + symbol(c.card) + " ✓";
			li.title = "the best card, or as good";
		} else if (c.best === c.card) {
			li.className = "good";
			li.textContent = "trick " + c.trick + ": you played " + symbol(c.card) +
			    ", as good as any found: cost " + cost + " points";
			li.title = "the solver could not tell exactly: a range of what it may have cost";
		} else {
			li.className = "cost";
			li.textContent = "trick " + c.trick + ": you played " + symbol(c.card) + ", best was " +
			    symbol(c.best) + ": cost " + cost + (c.hi === 1 && c.lo === 1 ? " point" : " points");
		}
		ol.appendChild(li);
	});
	body.appendChild(ol);
	const total = document.createElement("p");
	total.className = "small";
	total.textContent = "In all: " + (sumLo === sumHi ? sumLo : sumLo + ".." + sumHi) + " points given away.";
	body.appendChild(total);
}

// ---- drawing a new state, the cards played arriving one by one ----

// show: draws STATE; with ANIMATE, the cards played since the table was
// last drawn arrive one by one at the chosen speed.
async function show(state, animate) {
	const first = !game || game.id !== state.id;
	if (first) {
		reviews = {};
		selected = new Set();
	}
	const prev = game;
	game = state;
	keep(state.id);
	$("newgame").hidden = true;
	$("game").hidden = false;
	$("table").className = "table players-" + state.players;
	const number = state.hand ? state.hand.number : 0;
	const played = playedCards(state);
	let from = 0;
	if (number === shownHand && played.length >= shownCount)
		from = shownCount;
	else if (number === shownHand || !animate)
		from = played.length;	// an undo, or a page just opened
	if (!prev || prev.phase !== state.phase || (prev.hand && prev.hand.number) !== number)
		selected = new Set();
	hinted = new Set();
	$("hint-text").hidden = true;
	$("why").hidden = true;
	lastTrickShown = false;
	const news = played.slice(from);
	const my = timers;
	if (animate && news.length) {
		$("results").hidden = true;
		$("message").textContent = "";
		drawControls(state);
		$("hint").disabled = true;
		$("undo").disabled = true;
		$("hand").classList.add("waiting");
		drawHand(state, true);
		await play(state, played, from, my);
		$("hand").classList.remove("waiting");
	}
	if (my !== timers)
		return;
	shownHand = number;
	shownCount = played.length;
	drawAll(state);
	if (state.people > 1)
		watch();
	if (first && !animate) {
		const h = state.hand;
		if (h && state.phase === "play" && h.received && h.received.length)
			announce($("message").textContent);
	}
}

function drawAll(state) {
	$("game").classList.toggle("done", state.phase === "scored" || state.phase === "over");
	drawTable(state);
	drawSeats(state, Infinity, state.phase === "play" ? state.hand.turn : null);
	drawCurrentTrick(state);
	drawHand(state);
	drawMessage(state);
	drawControls(state);
	drawResults(state);
	document.title = state.phase === "over" ? "Hearts: game over" :
	    state.phase === "scored" ? "Hearts: hand over" : "Hearts";
}

// play: the cards played from index FROM on, one by one, a pause between
// them and after each trick taken.
async function play(state, played, from, my) {
	const wait = delay();
	const tricks = state.hand.tricks;
	for (let k = from; k < played.length; k++) {
		if (my !== timers)
			return;
		const p = played[k];
		const t = tricks[p.trick];
		const j = t.cards.indexOf(p.card);
		const next = played[k + 1];
		drawSeats(state, k + 1, next && next.trick === p.trick ? next.seat : null);
		$("message").textContent = next && next.seat !== state.you ? SeatName(next.seat) + " to play…" : "";
		drawTrick(state, t, t.cards.slice(0, j + 1), "");
		const el = $("trick").lastChild;
		if (el && wait)
			el.classList.add("arrive");
		announce(SeatName(p.seat) + (p.seat === state.you ? " play " : " plays ") + spoken(p.card));
		const complete = j + 1 === state.players && t.winner !== null && t.winner !== undefined;
		if (wait && (p.seat !== state.you || complete))
			await sleep(p.seat === state.you ? wait / 2 : wait);
		if (complete) {
			drawTrick(state, t, t.cards, t.winner === state.you ? "You take the trick" :
			    SeatName(t.winner) + " takes the trick", t.winner);
			announce((t.winner === state.you ? "You take" : SeatName(t.winner) + " takes") + " the trick.");
			if (wait && k + 1 < played.length)
				await sleep(wait);
		}
	}
	if (state.phase === "scored" || state.phase === "over") {
		const last = state.hands[state.hands.length - 1];
		if (last) {
			let m = "Hand " + last.number + " scored: " + last.score.map(function (s, i) {
				return SeatName(i) + " " + s;
			}).join(", ") + ".";
			if (last.moon !== null && last.moon !== undefined)
				m = (last.moon === state.you ? "You shot the moon! " : SEAT_NAMES[state.seats[last.moon]] + " shot the moon! ") + m;
			announce(m);
		}
		if (wait)
			await sleep(wait);
	}
}

// ---- a table of several people ----

// Who sits at each seat, as the seat's label says it and as the list of
// the table does.
const WHO_SHORT = { here: "person", away: "away (a bot plays)", open: "not here yet (a bot plays)",
    handed: "a bot plays for them", bot: "", you: "" };
const WHO_LONG = { you: "you", bot: "a bot", here: "a person, here",
    away: "a person, away: a bot plays until they come back",
    open: "a person who has not opened their link yet: a bot plays until they do",
    handed: "a person who handed the seat to a bot" };

function seatLink(token) {
	return location.origin + location.pathname + "#" + token;
}

// drawTable: the table's seats and, for the person who opened it, the
// link of each seat to send; Start before the first hand.
function drawTable(state) {
	const many = state.people > 1;
	$("lobby").hidden = !many;
	$("handover").hidden = !many || state.phase === "over" || !state.hand;
	if (!many)
		return;
	const list = $("lobby-seats");
	list.textContent = "";
	state.table.forEach(function (t, i) {
		const li = document.createElement("li");
		li.dataset.seat = state.seats[i];
		li.dataset.who = t.who;
		li.append(SEAT_NAMES[state.seats[i]] + ": " + WHO_LONG[t.who]);
		if (t.link && t.who !== "you") {
			const a = document.createElement("input");
			a.readOnly = true;
			a.className = "seat-link";
			a.value = seatLink(t.link);
			a.setAttribute("aria-label", "Link for " + SEAT_NAMES[state.seats[i]]);
			a.addEventListener("focus", function () { a.select(); });
			const b = document.createElement("button");
			b.type = "button";
			b.textContent = "Copy";
			b.addEventListener("click", function () {
				a.select();
				if (navigator.clipboard)
					navigator.clipboard.writeText(a.value).catch(function () {});
				announce("Link for " + SEAT_NAMES[state.seats[i]] + " copied.");
			});
			li.append(" ", a, " ", b);
		}
		list.appendChild(li);
	});
	const waiting = !state.hand;
	const host = state.you === state.host;
	$("lobby-start").hidden = !(waiting && host);
	$("lobby-note").textContent = !waiting ? "" : host ?
	    "Send each friend the link of their seat, then press Start. Seats nobody has opened are played by bots until their person comes." :
	    "Waiting for " + SEAT_NAMES[state.seats[state.host]] + ", who opened the table, to start.";
	$("handover").textContent = state.handed ? "Take my seat back" : "Let a bot play for me";
	$("handover").setAttribute("aria-pressed", state.handed ? "true" : "false");
}

// watch: waits on the server for the others' moves (long polling: the
// answer comes when the table changes, or unchanged after a while) and
// shows each new state as it comes.  One loop a seat.
async function watch() {
	const id = game.id;
	if (watching === id)
		return;
	watching = id;
	let failures = 0;
	while (game && game.id === id && watching === id) {
		let s;
		try {
			s = await api("GET", "/api/games/" + encodeURIComponent(id) + "/wait?since=" + game.version);
			failures = 0;
		} catch (e) {
			if (e.status === 404)
				break;
			failures++;
			await sleep(Math.min(1000 * failures, 10000));
			continue;
		}
		if (!game || game.id !== id || watching !== id)
			break;
		if (busy) {
			// A move of ours is under way: its answer is newer.
			await sleep(200);
			continue;
		}
		if (s.version !== game.version) {
			busy = true;
			setBusy();
			try {
				await show(s, true);
			} catch (e) {
				showError(e.message);
			} finally {
				busy = false;
				setBusy();
			}
		}
	}
	if (watching === id)
		watching = null;
}

// ---- input: mouse, touch and keys ----

function cardClicked(b) {
	if (!game || busy)
		return;
	const c = b.dataset.card;
	if (b.getAttribute("aria-disabled") === "true") {
		const why = $("why");
		why.textContent = symbol(c) + ": " + (b.dataset.why || "not now");
		why.hidden = false;
		announce(why.textContent);
		return;
	}
	$("why").hidden = true;
	if (game.phase === "pass") {
		if (selected.has(c))
			selected.delete(c);
		else if (selected.size < game.hand.passCount)
			selected.add(c);
		else {
			$("why").textContent = "You pass " + passWord(game.hand.passCount) + ": click a chosen card to put it back first.";
			$("why").hidden = false;
			return;
		}
		drawHand(game);
		drawMessage(game);
		drawControls(game);
		return;
	}
	if (game.phase === "play")
		request("POST", "/play?card=" + encodeURIComponent(c));
}

function showWhy(b) {
	const why = $("why");
	if (b.getAttribute("aria-disabled") === "true" && b.dataset.why) {
		why.textContent = symbol(b.dataset.card) + ": " + b.dataset.why;
		why.hidden = false;
	}
}

async function hint() {
	if (!game || busy)
		return;
	busy = true;
	setBusy();
	try {
		const h = await api("GET", gamePath("/hint"));
		hinted = new Set(h.cards);
		const t = $("hint-text");
		t.textContent = "Hint: " + symbols(h.cards) + (h.why ? " — " + h.why : "");
		t.hidden = false;
		announce(t.textContent);
		drawHand(game);
	} catch (e) {
		showError(e.message);
	} finally {
		busy = false;
		setBusy();
	}
}

function bind() {
	const sp = $("speed");
	sp.value = speed();
	sp.addEventListener("change", function () {
		localStorage.setItem("hearts.speed", sp.value);
	});
	$("hand").addEventListener("click", function (ev) {
		const b = ev.target.closest(".card");
		if (b)
			cardClicked(b);
	});
	$("hand").addEventListener("focusin", function (ev) {
		const b = ev.target.closest(".card");
		if (b)
			showWhy(b);
	});
	$("hand").addEventListener("mouseover", function (ev) {
		const b = ev.target.closest(".card");
		if (b)
			showWhy(b);
	});
	$("hand").addEventListener("keydown", function (ev) {
		const cards = Array.prototype.slice.call($("hand").children);
		const i = cards.indexOf(document.activeElement);
		if (i < 0)
			return;
		let j = -1;
		if (ev.key === "ArrowRight" || ev.key === "ArrowDown")
			j = Math.min(i + 1, cards.length - 1);
		else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp")
			j = Math.max(i - 1, 0);
		else if (ev.key === "Home")
			j = 0;
		else if (ev.key === "End")
			j = cards.length - 1;
		if (j >= 0) {
			ev.preventDefault();
			cards[j].focus();
		}
	});
	$("pass").addEventListener("click", function () {
		if (!game || game.phase !== "pass" || selected.size !== game.hand.passCount)
			return;
		const cards = Array.from(selected).join(",");
		request("POST", "/pass?cards=" + encodeURIComponent(cards)).then(function () {
			const h = game && game.hand;
			if (h && h.received && h.received.length)
				announce("You received " + symbols(sortCards(h.received)) + " from " + SEAT_NAMES[game.seats[h.passFrom]] + ".");
			focusHand();
		});
	});
	$("hint").addEventListener("click", hint);
	$("lobby-start").addEventListener("click", function () {
		request("POST", "/next").then(focusHand);
	});
	$("handover").addEventListener("click", function () {
		if (game)
			request("POST", game.handed ? "/back" : "/away");
	});
	$("undo").addEventListener("click", function () {
		request("POST", "/undo").then(focusHand);
	});
	$("last").addEventListener("click", function () {
		if (!game)
			return;
		lastTrickShown = !lastTrickShown;
		$("last").setAttribute("aria-pressed", lastTrickShown ? "true" : "false");
		drawCurrentTrick(game);
	});
	$("next").addEventListener("click", function () {
		request("POST", "/next").then(focusHand);
	});
	$("again").addEventListener("click", function () { showNewGame(false); });
	$("show-new").addEventListener("click", function () { showNewGame(!!game); });
	$("cancel-new").addEventListener("click", function () {
		$("newgame").hidden = true;
		$("game").hidden = !game;
	});
	$("ng-players").addEventListener("change", function () {
		const n = $("ng-players").value;
		const r = $("ng-rules");
		const preset = { 2: "two-player", 3: "three-player", 5: "five-player" }[n];
		// Black Maria is played by three to five: it stays theirs.
		if (r.value === "black-maria" && n >= 3)
			return;
		if (preset)
			r.value = preset;
		else if (/-player$/.test(r.value))
			r.value = "standard";
	});
	$("ng-players").addEventListener("change", peopleChoices);
	$("ng-rules").addEventListener("change", function () {
		const n = { "two-player": "2", "three-player": "3", "five-player": "5",
		    "black-maria": "3" }[$("ng-rules").value];
		$("ng-players").value = n || "4";
		peopleChoices();
	});
	$("newgame-form").addEventListener("submit", function (ev) {
		ev.preventDefault();
		start();
	});
	window.addEventListener("hashchange", function () {
		const id = location.hash.slice(1);
		if (id && (!game || id !== game.id)) {
			timers++;
			open(id);
		}
	});
}

// peopleChoices: at most as many people as players.
function peopleChoices() {
	const n = Number($("ng-players").value);
	const p = $("ng-people");
	Array.prototype.forEach.call(p.options, function (o) {
		o.disabled = Number(o.value) > n;
	});
	if (Number(p.value) > n)
		p.value = String(n);
}

function focusHand() {
	const h = $("hand");
	const b = h.querySelector(".card:not([aria-disabled=true])") || h.querySelector(".card");
	if (b && !$("game").hidden && $("results").hidden)
		b.focus();
	else if (!$("results").hidden)
		($("next").hidden ? $("again") : $("next")).focus();
}

function boot() {
	bind();
	const id = location.hash.slice(1) || localStorage.getItem("hearts.game");
	if (id && /^[0-9a-fA-F]{1,64}$/.test(id))
		open(id);
	else
		showNewGame(false);
}

if (document.readyState === "loading")
	document.addEventListener("DOMContentLoaded", boot);
else
	boot();

})();
