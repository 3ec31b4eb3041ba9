/* Fuzz harness: execution.  The first bytes set up a machine (profile,
 * current PE, tiles with contents, GPRs) through the public API; the rest
 * is code, stepped up to 256 instructions.  After every step the machine
 * invariants hold, and a fault or an API error changes nothing but the
 * fault record and TPC (fuzz_common.h, fz_run_checked). */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pto_machine *machine;

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
    return 0;
}
