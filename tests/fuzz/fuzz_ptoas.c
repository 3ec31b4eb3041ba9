/* Fuzz harness: any text as PTO-AS.  The front end never crashes; a
 * refusal always carries a message (and a line when it is tied to the text,
 * inside the text's lines); lowered text always parses
 * as a program, its run ends, and the machine invariants hold afterwards. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/program.h"
#include "core.h"
#include "front/ptoas.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pto_machine *machine;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16384) return 0;
    if (!machine && !(machine = pto_create())) return 0;
    /* half the inputs lower with placeholders for pointers without data */
    unsigned flags = size && (data[0] & 1u) ? PTOAS_PLACEHOLDERS : 0u;
    ptoas_result r;
    if (ptoas_lower_with((const char *)data, size, NULL, 0, NULL, 0, flags, &r) != 0) {
        uint32_t nl = 1;
        for (size_t i = 0; i < size; i++) nl += data[i] == '\n';
        if (!r.message[0] || r.line > nl || (r.line && !r.column)) {
            fprintf(stderr, "ptoas fuzz: refusal without a message or a line (line %u: '%s')\n", r.line, r.message);
            abort();
        }
        ptoas_free(&r);
        return 0;
    }
    if (!flags) { /* without placeholders the lowered text is a program */
        pto_program p;
        prog_error pe;
        prog_result res;
        if (!fz_parse_run(machine, (const uint8_t *)r.program, strlen(r.program), &p, &pe, &res)) {
            fprintf(stderr, "ptoas fuzz: lowered text does not parse (line %u: %s)\n%s\n", pe.line, pe.message,
                    r.program);
            abort();
        }
        char why[256];
        if (pto_check_invariants(machine, why, sizeof why)) {
            fprintf(stderr, "ptoas fuzz: invariant broken after the run: %s\n", why);
            abort();
        }
        prog_free(&p);
    }
    ptoas_free(&r);
    return 0;
}
