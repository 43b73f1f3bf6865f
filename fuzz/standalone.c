/*
 * standalone.c: runs a fuzz target over files without libFuzzer, so that
 * every input a fuzzer once found stays a regression test in make check.
 */
#include <stdio.h>
#include <stdlib.h>

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
main(int argc, char *argv[])
{
	unsigned char	*data;
	size_t		 len;
	long		 size;
	FILE		*f;
	int		 i;

	for (i = 1; i < argc; i++) {
		if ((f = fopen(argv[i], "rb")) == NULL) {
			perror(argv[i]);
			return 66;
		}
		fseek(f, 0, SEEK_END);
		size = ftell(f);
		rewind(f);
		if (size < 0 || (data = malloc((size_t)size + 1)) == NULL)
			return 70;
		len = fread(data, 1, (size_t)size, f);
		fclose(f);
		LLVMFuzzerTestOneInput(data, len);
		free(data);
	}
	return 0;
}
