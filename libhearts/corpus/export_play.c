/*
 * export_play.c: the rows of the play of a hand for hearts-export, one a
 * trick or one a card played.  The card rows say which cards the seat
 * could have played: for a hand whose cards are all known, worked out
 * here a trick at a time from the hands after the pass, by the rules of
 * legal_lead() and legal_follow() (internal.h, what the engine itself
 * uses); for a seat's view, by the engine card by card.
 */
#include <string.h>

#include "engine/play.h"
#include "corpus.h"
#include "export_row.h"

/* The id and hand cells every row of a hand begins with, made once. */
static void
prefix_make(struct row *r, long hand)
{
	char	*p = r->prefix;

	memset(r->prefix, 0, sizeof(r->prefix));
	memcpy(p, r->id, sizeof(r->id));
	p += r->nid;
	EXPORT_KEY(p, r->json, ",\"hand\":");
	p = export_int(p, hand);
	r->nprefix = (size_t)(p - r->prefix);
}

/* A row begun with the prefix: a copy of a fixed size where it fits. */
static inline char *
prefix_put(struct row *r)
{
	char	*p = r->buf + r->len;

	if (r->nprefix <= 48)
		memcpy(p, r->prefix, 48);
	else
		memcpy(p, r->prefix, r->nprefix);
	return p + r->nprefix;
}

/* The points a card scores to the seat that takes it. */
static inline int
card_points(const struct row *r, int c)
{
	return hearts_points_taken(r->rules, card_bit(c));
}

/*
 * The trick rows of a hand: whose lead and who took each trick, for a
 * whole hand from its cards (the first leader the seat that held the
 * first card), else as the engine plays it out.
 */
static void
trick_rows(struct row *r, const struct hearts_game *g, long i)
{
	const struct hearts_hand *h = &g->hands[i];
	struct hearts_tricks tr;
	const uint8_t	*c;
	char		*p;
	int		 k, j, m, n = g->rules.players, lead = -1, winner, points;
	bool		 json = r->json, known;

	known = corpus_whole(h) && (lead = corpus_holder(&g->rules, h,
	    h->played[0])) >= 0;
	if (!known)
		hearts_hand_tricks(&g->rules, h, &tr);
	for (k = 0; k * n < h->nplayed; k++) {
		c = h->played + k * n;
		m = h->nplayed - k * n < n ? h->nplayed - k * n : n;
		if (!known) {
			lead = tr.leader[k];
			winner = k < tr.ntricks ? tr.winner[k] : -1;
		} else if (m == n) {
			winner = lead + (int)(trick_key(c, n) & 7);
			winner = winner >= n ? winner - n : winner;
		} else
			winner = -1;
		export_room(r);
		p = prefix_put(r);
		EXPORT_KEY(p, json, ",\"trick\":");
		p = export_int(p, k + 1);
		EXPORT_KEY(p, json, ",\"leader\":");
		p = export_seat(p, json, lead);
		EXPORT_KEY(p, json, ",\"winner\":");
		p = export_seat(p, json, winner);
		EXPORT_KEY(p, json, ",\"cards\":");
		p = export_list(p, json, c, m);
		EXPORT_KEY(p, json, ",\"points\":");
		if (m == n) {
			/* What hearts_points_taken() gives: each card's points. */
			for (j = 0, points = 0; j < n; j++)
				points += r->points[c[j]];
			p = export_int(p, points);
		} else if (json) {
			memcpy(p, "null", 4);
			p += 4;
		}
		memcpy(p, r->names, r->nnames);
		p += r->nnames;
		export_row_end(r, p);
		lead = winner;
	}
}

/*
 * What a card row has after its winner: its points, for each card, made
 * once a game (r->tail); then its seat's name and the row's end
 * (r->name).
 */
static void
tails_make(struct row *r)
{
	char	*p;
	int	 c;

	for (c = 0; c < 64; c++) {
		r->points[c] = (int8_t)card_points(r, c);
		p = r->tail[c];
		EXPORT_KEY(p, r->json, ",\"points\":");
		p = export_int(p, card_points(r, c));
		r->ntail[c] = (uint8_t)(p - r->tail[c]);
	}
	r->tails = true;
}

/*
 * The cells of a trick's card rows that are the same in each: the
 * prefix, the trick (r->trick), and its winner (r->winner).
 */
static void
trick_make(struct row *r, int trick, int winner)
{
	char	*p = r->trick + r->nprefix;

	/* The prefix is under 48 bytes: a copy of a fixed size. */
	memcpy(r->trick, r->prefix, 48);
	EXPORT_KEY(p, r->json, ",\"trick\":");
	p = export_int(p, trick);
	r->ntrick = (size_t)(p - r->trick);
	p = r->winner;
	EXPORT_KEY(p, r->json, ",\"winner\":");
	p = export_seat(p, r->json, winner);
	r->nwinner = (size_t)(p - r->winner);
}

/* One card row at p; json a constant where it is inlined.  Its end. */
static inline __attribute__((always_inline)) char *
card_row(const struct row *r, char *p, bool json, int order, int seat,
    int card, hearts_cards legal)
{
	/* The fixed sizes are copies of a few moves (export.h's room). */
	memcpy(p, r->trick, sizeof(r->trick));
	p += r->ntrick;
	EXPORT_KEY(p, json, ",\"order\":");
	*p++ = (char)('0' + order);
	EXPORT_KEY(p, json, ",\"seat\":");
	p = export_seat(p, json, seat);
	EXPORT_KEY(p, json, ",\"card\":");
	if (json) {
		memcpy(p, export_card_json[card], 8);
		p += 4;
	} else {
		memcpy(p, export_card_tsv[card], 4);
		p += 2;
	}
	EXPORT_KEY(p, json, ",\"legal\":");
	p = export_set(p, json, legal);
	memcpy(p, r->winner, sizeof(r->winner));
	p += r->nwinner;
	memcpy(p, r->tail[card], sizeof(r->tail[card]));
	p += r->ntail[card];
	memcpy(p, r->name[seat], r->nname[seat]);
	return p + r->nname[seat];
}

/*
 * The card rows of a hand whose every card is known: each trick's
 * winner from its cards (corpus.h), the legal cards of each from the
 * hands as they stand, the first lead the lowest club in play (no card
 * is unseen), as hearts_state_legal() finds them.
 */
static inline __attribute__((always_inline)) void
card_rows_known(struct row *r, bool json, const struct hearts_game *g,
    const struct hearts_hand *h, hearts_cards *held)
{
	hearts_cards	 all = 0, legal, led, bit, breaks = HEART_CARDS;
	const uint8_t	*c;
	char		*p;
	int		 k, j, m, s, seat, n = g->rules.players, winner, lead;
	bool		 broken = false;

	if (g->rules.queen_breaks_hearts)
		breaks |= card_bit(CARD_QS);
	for (s = 0; s < n; s++)
		all |= held[s];
	for (lead = 0; lead < n; lead++)
		if ((held[lead] & card_bit(h->played[0])) != 0)
			break;
	for (k = 0; k * n < h->nplayed; k++) {
		c = h->played + k * n;
		m = h->nplayed - k * n < n ? h->nplayed - k * n : n;
		winner = -1;
		if (m == n) {
			winner = lead + (int)(trick_key(c, n) & 7);
			winner = winner >= n ? winner - n : winner;
		}
		trick_make(r, k + 1, winner);
		led = suit_cards(card_suit(c[0]));
		seat = lead;
		/*
		 * Room for the whole trick: a row is under 200 bytes and its
		 * name (ROW_ROOM).
		 */
		export_room(r);
		p = r->buf + r->len;
		for (j = 0; j < m; j++) {
			if (j > 0)
				legal = legal_follow(&g->rules, held[seat],
				    led, k == 0);
			else if (k > 0 || g->rules.first_lead ==
			    HEARTS_LEAD_LEFT_OF_DEALER)
				legal = legal_lead(&g->rules, held[seat],
				    broken);
			else if (g->rules.first_lead == HEARTS_LEAD_ANY_CLUB)
				legal = held[seat] & suit_cards(HEARTS_CLUBS);
			else
				legal = held[seat] & suit_cards(HEARTS_CLUBS) &
				    ((card_bit(cards_lowest(all & suit_cards(
				    HEARTS_CLUBS))) << 1) - 1);
			p = card_row(r, p, json, j + 1, seat, c[j], legal);
			bit = card_bit(c[j]);
			held[seat] &= ~bit;
			broken |= (bit & breaks) != 0;
			seat = seat + 1 == n ? 0 : seat + 1;
		}
		r->len = (size_t)(p - r->buf);
		lead = winner;
	}
}

/* The card rows of a seat's view: the engine says what was legal. */
static void
card_rows_view(struct row *r, const struct hearts_game *g,
    const struct hearts_hand *h, const struct hearts_tricks *tr)
{
	struct hearts_state st;
	int		 k, n = g->rules.players;

	hearts_state_start(&st, &g->rules, h);
	for (k = 0; k < h->nplayed; k++) {
		if (k % n == 0) {
			trick_make(r, k / n + 1, k / n < tr->ntricks ?
			    tr->winner[k / n] : -1);
			export_room(r);
		}
		r->len = (size_t)(card_row(r, r->buf + r->len, r->json,
		    k % n + 1, st.turn, h->played[k],
		    hearts_state_legal_fast(&st)) - r->buf);
		hearts_state_apply(&st, h->played[k]);
	}
}

void
export_play_rows(struct row *r, const struct hearts_game *g, long i,
    enum hearts_export_level level)
{
	const struct hearts_hand *h = &g->hands[i];
	struct hearts_tricks tr;
	hearts_cards	 held[HEARTS_MAX_PLAYERS], all = 0;
	bool		 playing;
	int		 s;

	prefix_make(r, h->number);
	if (h->nplayed == 0)
		return;
	if (!r->tails)
		tails_make(r);
	if (level == HEARTS_EXPORT_TRICK) {
		trick_rows(r, g, i);
		return;
	}
	if (corpus_held(&g->rules, h, held, &playing))
		for (s = 0; s < g->rules.players; s++)
			all |= held[s];
	/* A view, or a hand whose first card no seat held. */
	if ((all & card_bit(h->played[0])) == 0) {
		hearts_hand_tricks(&g->rules, h, &tr);
		card_rows_view(r, g, h, &tr);
	} else if (r->json)
		card_rows_known(r, true, g, h, held);
	else
		card_rows_known(r, false, g, h, held);
}
