#include "oracle/check.h"

#include <stdio.h>

#include "num/num.h"
#include "oracle/oracle.h"

typedef uint64_t (*binop_fn)(unsigned, uint64_t, uint64_t, unsigned, unsigned *);
static const binop_fn num_ops[4] = {num_fadd, num_fsub, num_fmul, num_fdiv};
static const char *const op_names[4] = {"add", "sub", "mul", "div"};

unsigned check_num_op(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm, unsigned long *mismatches)
{
    unsigned gf = 0, ef = 0;
    uint64_t got = num_ops[op](dt, a, b, rm, &gf);
    uint64_t exp = oracle_arith(dt, op, a, b, rm, &ef);
    if (got == exp && gf == ef) return 0;
    if ((*mismatches)++ < 20)
        fprintf(stderr, "%s %s rm%u %#llx %#llx: got %#llx flags %#x, oracle %#llx flags %#x\n",
                oracle_format(dt)->name, op_names[op], rm, (unsigned long long)a, (unsigned long long)b,
                (unsigned long long)got, gf, (unsigned long long)exp, ef);
    return 1;
}

unsigned long check_num_generated(unsigned dt, unsigned long pairs, uint64_t seed, bool all_modes)
{
    uint64_t st = seed;
    unsigned long bad = 0;
    for (unsigned long i = 0; i < pairs; i++)
        for (int op = 0; op < 4; op++) {
            uint64_t a, b;
            oracle_gen_pair(dt, op, &st, &a, &b);
            check_num_op(dt, op, a, b, all_modes ? (unsigned)(i % 8u) : 0u, &bad);
        }
    return bad;
}
