/* Fuzz harness: `run --json` output is valid JSON for any run.  Any text is
 * parsed and run as a program; the report printer of the command writes the
 * final state into memory and cJSON must parse it as one object with the
 * schema's top-level keys. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "asm/program.h"
#include "core.h"
#include "fuzz_common.h"
#include "report.h"
#include "support/support.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pto_machine *machine;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192) return 0;
    if (!machine && !(machine = pto_create())) return 0;
    pto_program p;
    prog_error pe;
    prog_result res;
    if (!fz_parse_run(machine, data, size, &p, &pe, &res)) return 0; /* load errors: test_invariants */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) abort();
    print_json(f, machine, &p, &res);
    fclose(f);
    cJSON *j = cJSON_ParseWithLength(buf, len);
    static const char *keys[] = {"profile", "status", "fault", "error", "flags", "tpc", "bpc", "gprs", "tiles", "memory", "lint"};
    bool ok = j && cJSON_IsObject(j) && utf8_valid(buf, len); /* cJSON does not check UTF-8 */
    for (size_t i = 0; ok && i < sizeof keys / sizeof keys[0]; i++) ok = cJSON_HasObjectItem(j, keys[i]);
    if (!ok) {
        fprintf(stderr, "json fuzz: invalid report:\n%s\n", buf);
        abort();
    }
    cJSON_Delete(j);
    free(buf);
    prog_free(&p);
    return 0;
}
