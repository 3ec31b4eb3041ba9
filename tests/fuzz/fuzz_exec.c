/* Fuzz harness: execution.  The first bytes set up a machine (profile,
 * current PE, tiles with contents, GPRs and, chosen by the first byte, a
 * global memory of 256 bytes to 2^48 with addresses near its end in GPRs
 * 2..7) through the public API; the rest is code, stepped up to 256
 * instructions.  After every step the machine invariants hold, and a fault
 * or an API error changes nothing but the fault record and TPC, global
 * memory included (fuzz_common.h, fz_run_checked).  Then two more
 * machines set up alike run the code three times, one with pto_step and
 * one with pto_run (whose second round replays recorded bundles and keeps
 * their commit memos, and whose third commits through them), and must
 * agree (fz_run_twins). */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pto_machine *machine, *twin_a, *twin_b;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    if (!machine && !(machine = pto_create())) return 0;
    size_t used = fz_setup(machine, data, size);
    char why[512];
    if (fz_run_checked(machine, data + used, size - used, 256, NULL, why, sizeof why)) {
        fprintf(stderr, "exec fuzz: %s\n  set-up bytes %zu, code bytes %zu\n", why, used, size - used);
        abort();
    }
    if (!twin_a && !(twin_a = pto_create())) return 0;
    if (!twin_b && !(twin_b = pto_create())) return 0;
    fz_setup(twin_a, data, size);
    fz_setup(twin_b, data, size);
    for (unsigned round = 0; round < 3; round++)
        if (fz_run_twins(twin_a, twin_b, data + used, size - used, 256, why, sizeof why)) {
            fprintf(stderr, "exec fuzz: round %u: %s\n  set-up bytes %zu, code bytes %zu\n", round, why, used,
                    size - used);
            abort();
        }
    return 0;
}
