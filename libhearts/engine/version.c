/*
 * version.c: the version of the library that runs, which a program built
 * against another header can ask for (the macros give the header's).
 */
#include "internal.h"

const char *
hearts_version(void)
{
	return HEARTS_VERSION;
}

int
hearts_version_number(void)
{
	return HEARTS_VERSION_NUMBER;
}
