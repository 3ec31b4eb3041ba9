/* Fuzz harness: any text as a program.  prog_parse and prog_run_gm never
 * crash, the run ends (at its end, a fault, an error, or the step limit),
 * and the machine invariants hold afterwards. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/program.h"
#include "core.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pto_machine *machine;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192) return 0;
    if (!machine && !(machine = pto_create())) return 0;
    pto_program p;
    prog_error pe;
    prog_result res;
    if (!fz_parse_run(machine, data, size, &p, &pe, &res)) {
        if (pe.message[0] == 0) {
            fprintf(stderr, "program fuzz: parse error without a message (line %u)\n", pe.line);
            abort();
        }
        return 0;
    }
    char why[256];
    if (pto_check_invariants(machine, why, sizeof why)) {
        fprintf(stderr, "program fuzz: invariant broken after prog_run (%s): %s\n", pto_status_name(res.status), why);
        abort();
    }
    if (res.status == PTO_OK && res.steps != FZ_MAX_STEPS) {
        fprintf(stderr, "program fuzz: the run stopped with ok before the step limit (%llu steps)\n",
                (unsigned long long)res.steps);
        abort();
    }
    prog_free(&p);
    return 0;
}
