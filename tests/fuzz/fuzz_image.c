/* Fuzz harness: any bytes as a program image.  The ELF reader never
 * crashes and refuses a bad image with a message and no change to the
 * machine; an image it accepts loads and runs (a bounded number of
 * instructions, fetched from global memory) with the invariants holding.
 * The first byte picks how the rest is taken: an ELF file, or a raw image
 * at an address from the next two bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "ptosim/image.h"
#include "support/support.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pto_machine *machine;

static void die(const char *what, const char *msg)
{
    fprintf(stderr, "image fuzz: %s: %s\n", what, msg);
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 65536) return 0;
    if (!machine && !(machine = pto_create())) return 0;
    pto_machine *m = machine;
    pto_reset(m);
    if (pto_mem_set_size(m, (uint64_t)1 << 20) != PTO_OK) die("memsize", pto_last_error(m));
    const uint8_t *img_bytes = data + 1;
    size_t n = size - 1;
    pto_image img;
    char msg[300] = "";
    snapshot before, after;
    snapshot_take(m, &before);
    pto_status s;
    if (data[0] & 1u) {
        uint64_t addr = n >= 2 ? (uint64_t)(img_bytes[0] | img_bytes[1] << 8) << 4 : 0;
        s = pto_image_load_raw(m, img_bytes, n, addr, &img, msg, sizeof msg);
    } else {
        pto_status ps = pto_image_parse_elf(img_bytes, n, pto_mem_size(m), &img, msg, sizeof msg);
        s = pto_image_load_elf(m, img_bytes, n, &img, msg, sizeof msg);
        if ((ps == PTO_OK) != (s == PTO_OK)) die("parse and load disagree", msg);
    }
    if (s != PTO_OK) {
        if (!msg[0]) die("a refused image without a message", pto_status_name(s));
        snapshot_take(m, &after);
        if (!snapshot_equal(&before, &after)) die("a refused image changed the machine", msg);
        snapshot_free(&after);
        snapshot_free(&before);
        return 0;
    }
    snapshot_free(&before);
    if (pto_tpc(m) != img.entry) die("TPC is not the entry", msg);
    pto_gm_limits lim = {img.end, PTO_NO_ADDR, 2000, 0};
    s = pto_run_gm(m, &lim);
    if (lim.steps > 2000) die("more steps than the limit", pto_status_name(s));
    char why[256];
    if (pto_check_invariants(m, why, sizeof why)) die("invariant broken after the run", why);
    return 0;
}
