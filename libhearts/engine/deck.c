/*
 * deck.c: what follows from the rules: the deck of each player count
 * (and Black Maria's, without the 2 of clubs), the hand sizes, the
 * points of a hand, and who leads its first trick.
 */
#include "internal.h"

/*
 * Decks of document 002: two players drop the 3s, 5s, 7s, 9s, jacks and
 * kings; three drop the 2 of diamonds; five drop the 2 of clubs and the
 * 2 of diamonds.
 */
hearts_cards
hearts_deck(int players)
{
	/* Every rank of every suit; the 2 of diamonds, the 2 of clubs. */
	const hearts_cards full = 0x1fff1fff1fff1fffULL;
	const hearts_cards two_d = (hearts_cards)1 << (16 * HEARTS_DIAMONDS);
	const hearts_cards two_c = (hearts_cards)1 << (16 * HEARTS_CLUBS);

	switch (players) {
	case 2:
		/* 2 4 6 8 10 Q A of each suit: ranks at bits 0 2 4 ... 12 */
		return 0x1555155515551555ULL;
	case 3:
		return full & ~two_d;
	case 5:
		return full & ~two_d & ~two_c;
	default:
		return full;
	}
}

hearts_cards
hearts_rules_deck(const struct hearts_rules *r)
{
	hearts_cards	 deck = hearts_deck(r->players);

	/* Black Maria's three players keep the 2♦ and leave out the 2♣. */
	if (two_c_out(r))
		deck ^= card_bit(16 * HEARTS_CLUBS) |
		    card_bit(16 * HEARTS_DIAMONDS);
	return deck;
}

hearts_cards
hearts_rules_penalty(const struct hearts_rules *r)
{
	return penalty_cards(r) & hearts_deck(r->players);
}

/* All the points of a hand, the moon's: those of every penalty card. */
int
hearts_rules_moon(const struct hearts_rules *r)
{
	return taken_points(r, hearts_rules_penalty(r));
}

int
hearts_rules_first_leader(const struct hearts_rules *r, long hand,
    const hearts_cards *hands, hearts_card *lead)
{
	hearts_cards	 all = 0;
	hearts_card	 low;
	int		 s;

	*lead = HEARTS_NO_CARD;
	if (r->first_lead == HEARTS_LEAD_LEFT_OF_DEALER)
		return left_of_dealer(r, hand);
	for (s = 0; s < r->players; s++)
		all |= hands[s];
	low = cards_lowest(all & suit_cards(HEARTS_CLUBS));
	for (s = 0; s < r->players; s++)
		if (low != HEARTS_NO_CARD && (hands[s] & card_bit(low)) != 0) {
			if (r->first_lead == HEARTS_LEAD_LOWEST_CLUB)
				*lead = low;
			return s;
		}
	return -1;
}

int
hearts_hand_size(int players)
{
	switch (players) {
	case 2:
		return 13;
	case 3:
		return 17;
	case 5:
		return 10;
	default:
		return 13;
	}
}

int
hearts_pass_count(int players)
{
	return players == 2 ? 1 : 3;
}

int
hearts_queen_points(int players)
{
	return queen_points(players);
}

int
hearts_moon_points(int players)
{
	return players == 2 ? 14 : 26;
}

/* The lowest club held by any seat: 2♣, 3♣ with five, any with two. */
hearts_card
hearts_first_lead(int players, const hearts_cards *hands)
{
	hearts_cards	 all = 0;
	int		 i;

	for (i = 0; i < players; i++)
		all |= hands[i];
	return hearts_cards_lowest(all & hearts_suit_cards(HEARTS_CLUBS));
}
