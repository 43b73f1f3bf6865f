/*
 * game.h: what the files of hearts(6), the game for a person, share:
 * the game being played and the steps of its loop.
 */
#ifndef HEARTS_GAME_H
#define HEARTS_GAME_H

#include <stdbool.h>
#include <stdio.h>

#include "progbot.h"
#include "tool.h"

/* The longest line the person may type: a card, a pass, a command. */
#define INPUT_MAX	1024

/* What the game keeps between two lines of the person's. */
struct play {
	struct hearts_game game;
	struct hearts_show show;	/* as the person sees the table */
	const char	*path;		/* the record, saved after every move */
	const struct tool_level *level;	/* the game's, saved with it */
	const char	*bot;		/* -b BOT's for every seat, or NULL */
	bool		 every;		/* -b without seats was given */
	/* Seats of -b SEATS=BOT: a built-in bot's name, or a program. */
	const char	*seat_bot[HEARTS_MAX_PLAYERS];
	struct progbot	*prog[HEARTS_MAX_PLAYERS];
	bool		 programs;	/* a program sits at a seat */
	int		 person;	/* the person's seat */
	long		 hand;		/* the hand whose tricks are drawn */
	int		 drawn;		/* its complete tricks drawn so far */
	bool		 can_undo;	/* the person's last card may go back */
	bool		 passed;	/* the person passed: tell the exchange */
	bool		 echo;		/* input is not a terminal: echo it */
	int		 columns;	/* lists of cards wrap before this */
};

/* What a line of the person's did. */
enum turn { TURN_AGAIN, TURN_DRAW, TURN_MOVED, TURN_QUIT };

/* bots.c: the seats the person does not hold. */
void	 bot_option(struct play *, const char *, void (*usage)(int));
bool	 seat_bots(const struct play *);
void	 bots_end_with(struct play *);
bool	 bots_move(struct play *);
void	 hint(struct play *);

/* table.c: what the person sees. */
enum hearts_game_phase where(const struct play *, struct hearts_state *);
void	 catch_up(struct play *);
void	 draw(struct play *);
void	 tell_exchange(struct play *);
void	 say(const struct play *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	 help(const struct play *);
void	 show_taken(struct play *);
void	 show_scores(struct play *);
void	 score(struct play *);
void	 game_over(const struct play *);

/* input.c: what the person types. */
enum turn person(struct play *, char *);
char	*ask(struct play *, char **, size_t *);

/*
 * The record saved after every move, safely over the game's file, its
 * level in a comment before it, which tool_level_comment() reads back.
 */
static inline void
play_save(struct play *p)
{
	char	 note[64];

	(void)snprintf(note, sizeof(note), TOOL_LEVEL_NOTE "%s", p->level->name);
	tool_replace_game_noted(p->path, &p->game, note);
}

#endif
