/* Checks of the numeric core against the MPFR oracle, shared by the fast
 * and the slow numeric tests. */
#ifndef PTOSIM_TEST_ORACLE_CHECK_H
#define PTOSIM_TEST_ORACLE_CHECK_H

#include <stdbool.h>
#include <stdint.h>

/* One operation (OR_ADD..OR_DIV) of num_* against oracle_arith: result bits
 * and all five flags.  Returns 1 on a mismatch and counts it in *mismatches
 * (the first 20 are printed). */
unsigned check_num_op(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm, unsigned long *mismatches);

/* pairs generated pairs per operation (oracle_gen_pair) from seed, in RNE or
 * cycling the eight RMode codes; returns the number of mismatches. */
unsigned long check_num_generated(unsigned dt, unsigned long pairs, uint64_t seed, bool all_modes);

#endif
