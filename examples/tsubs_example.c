/* The Tile Lib's TSUBS example, run in ptosim:
 *
 *     using TileT = Tile<TileType::Vec, float, 16, 16>;
 *     TileT x, out;
 *     TSUBS(out, x, 1.0f);
 *
 * x holds 0, 1, ..., 255; out = x - 1.0 element by element.  The call runs
 * the bundle TSUBS stands for (BSTART.VEC TSUBS, FP32 ... BSTOP) on the
 * exact machine, so padding, definedness, flags and faults are the ISA's. */
#include <stdio.h>
#include <string.h>

#include "ptosim/ptosim.h"
#include "ptosim/tile.h"

int main(void)
{
    pto_machine *m = pto_create();
    if (!m) return 1;
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile x = pto_tile_make(fp32, 16, 16);
    pto_tile out = pto_tile_make(fp32, 16, 16);
    uint64_t values[256];
    for (int i = 0; i < 256; i++) {
        float f = (float)i;
        uint32_t u;
        memcpy(&u, &f, 4);
        values[i] = u;
    }
    pto_result r = pto_tile_create(m, &x, values);
    if (r.status == PTO_OK) r = pto_tsubs(m, &out, &x, 1.0f);
    if (r.status != PTO_OK) {
        fprintf(stderr, "TSUBS failed: %s %s\n", pto_status_name(r.status),
                r.status == PTO_FAULT ? pto_fault_kind_name(r.fault.kind) : pto_last_error(m));
        pto_destroy(m);
        return 1;
    }
    uint64_t got[256];
    int defined;
    int bad = pto_tile_get(m, &out, got, 256, &defined) != PTO_OK || !defined;
    for (int i = 0; i < 256; i++) {
        float f;
        uint32_t u = (uint32_t)got[i];
        memcpy(&f, &u, 4);
        if (f != (float)i - 1.0f) bad = 1;
    }
    char name[8];
    pto_tile_name((unsigned)out.index, name);
    printf("TSUBS(out, x, 1.0f) on Tile<Vec, float, 16, 16>: out is %s\n", name);
    for (int r0 = 0; r0 < 2; r0++) {
        printf("  row %d:", r0);
        for (int c = 0; c < 8; c++) {
            float f;
            uint32_t u = (uint32_t)got[r0 * 16 + c];
            memcpy(&f, &u, 4);
            printf(" %g", (double)f);
        }
        printf(" ...\n");
    }
    printf("flags: 0x%x, %s\n", pto_flags(m), bad ? "MISMATCH" : "all 256 elements equal x - 1");
    pto_destroy(m);
    return bad;
}
