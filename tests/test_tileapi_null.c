/* Bad handles at the tile API: every call of ptosim/tile.h, with each of its
 * tile-handle arguments in turn NULL (the others valid handles of existing
 * tiles, or a fresh destination handle) and with all of them NULL.  A NULL
 * handle is an API error (PTO_ERR_ARG) that changes nothing: no fault, no
 * retired instruction, no tile allocated.  The MX scale handles, which the
 * header allows NULL (an FP16 or BF16 side), need only not crash.  The
 * table is checked against the header, so a new call must be added here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/ptosim.h"
#include "ptosim/tile.h"

typedef pto_result (*call_fn)(pto_machine *m, pto_tile *const *h);

static pto_result c_tile_create(pto_machine *m, pto_tile *const *h) { return pto_tile_create(m, h[0], NULL); }
static pto_result c_tabs(pto_machine *m, pto_tile *const *h) { return pto_tabs(m, h[0], h[1]); }
static pto_result c_tnot(pto_machine *m, pto_tile *const *h) { return pto_tnot(m, h[0], h[1]); }
static pto_result c_tneg(pto_machine *m, pto_tile *const *h) { return pto_tneg(m, h[0], h[1]); }
static pto_result c_trelu(pto_machine *m, pto_tile *const *h) { return pto_trelu(m, h[0], h[1]); }
static pto_result c_texp(pto_machine *m, pto_tile *const *h) { return pto_texp(m, h[0], h[1]); }
static pto_result c_tlog(pto_machine *m, pto_tile *const *h) { return pto_tlog(m, h[0], h[1]); }
static pto_result c_trecip(pto_machine *m, pto_tile *const *h) { return pto_trecip(m, h[0], h[1]); }
static pto_result c_tsqrt(pto_machine *m, pto_tile *const *h) { return pto_tsqrt(m, h[0], h[1]); }
static pto_result c_trsqrt(pto_machine *m, pto_tile *const *h) { return pto_trsqrt(m, h[0], h[1]); }
static pto_result c_tsel(pto_machine *m, pto_tile *const *h) { return pto_tsel(m, h[0], h[1], h[2], h[3]); }
static pto_result c_tfma(pto_machine *m, pto_tile *const *h) { return pto_tfma(m, h[0], h[1], h[2], h[3]); }
static pto_result c_tci(pto_machine *m, pto_tile *const *h) { return pto_tci(m, h[0], 0, false); }
static pto_result c_ttri(pto_machine *m, pto_tile *const *h) { return pto_ttri(m, h[0], 0, false); }
static pto_result c_tfillpad(pto_machine *m, pto_tile *const *h) { return pto_tfillpad(m, h[0], h[1], 0); }
static pto_result c_tpartadd(pto_machine *m, pto_tile *const *h) { return pto_tpartadd(m, h[0], h[1], h[2]); }
static pto_result c_tpartmul(pto_machine *m, pto_tile *const *h) { return pto_tpartmul(m, h[0], h[1], h[2]); }
static pto_result c_tpartmax(pto_machine *m, pto_tile *const *h) { return pto_tpartmax(m, h[0], h[1], h[2]); }
static pto_result c_tpartmin(pto_machine *m, pto_tile *const *h) { return pto_tpartmin(m, h[0], h[1], h[2]); }
static pto_result c_trowsum(pto_machine *m, pto_tile *const *h) { return pto_trowsum(m, h[0], h[1]); }
static pto_result c_trowmax(pto_machine *m, pto_tile *const *h) { return pto_trowmax(m, h[0], h[1]); }
static pto_result c_trowmin(pto_machine *m, pto_tile *const *h) { return pto_trowmin(m, h[0], h[1]); }
static pto_result c_trowprod(pto_machine *m, pto_tile *const *h) { return pto_trowprod(m, h[0], h[1]); }
static pto_result c_trowargmax(pto_machine *m, pto_tile *const *h) { return pto_trowargmax(m, h[0], h[1]); }
static pto_result c_trowargmin(pto_machine *m, pto_tile *const *h) { return pto_trowargmin(m, h[0], h[1]); }
static pto_result c_tcolsum(pto_machine *m, pto_tile *const *h) { return pto_tcolsum(m, h[0], h[1]); }
static pto_result c_tcolmax(pto_machine *m, pto_tile *const *h) { return pto_tcolmax(m, h[0], h[1]); }
static pto_result c_tcolmin(pto_machine *m, pto_tile *const *h) { return pto_tcolmin(m, h[0], h[1]); }
static pto_result c_tcolprod(pto_machine *m, pto_tile *const *h) { return pto_tcolprod(m, h[0], h[1]); }
static pto_result c_tcolargmax(pto_machine *m, pto_tile *const *h) { return pto_tcolargmax(m, h[0], h[1]); }
static pto_result c_tcolargmin(pto_machine *m, pto_tile *const *h) { return pto_tcolargmin(m, h[0], h[1]); }
static pto_result c_trowexpand(pto_machine *m, pto_tile *const *h) { return pto_trowexpand(m, h[0], h[1]); }
static pto_result c_trowexpandadd(pto_machine *m, pto_tile *const *h) { return pto_trowexpandadd(m, h[0], h[1], h[2]); }
static pto_result c_trowexpandsub(pto_machine *m, pto_tile *const *h) { return pto_trowexpandsub(m, h[0], h[1], h[2]); }
static pto_result c_trowexpandmul(pto_machine *m, pto_tile *const *h) { return pto_trowexpandmul(m, h[0], h[1], h[2]); }
static pto_result c_trowexpanddiv(pto_machine *m, pto_tile *const *h) { return pto_trowexpanddiv(m, h[0], h[1], h[2]); }
static pto_result c_trowexpandmax(pto_machine *m, pto_tile *const *h) { return pto_trowexpandmax(m, h[0], h[1], h[2]); }
static pto_result c_trowexpandmin(pto_machine *m, pto_tile *const *h) { return pto_trowexpandmin(m, h[0], h[1], h[2]); }
static pto_result c_trowexpandexpdif(pto_machine *m, pto_tile *const *h) { return pto_trowexpandexpdif(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpand(pto_machine *m, pto_tile *const *h) { return pto_tcolexpand(m, h[0], h[1]); }
static pto_result c_tcolexpandadd(pto_machine *m, pto_tile *const *h) { return pto_tcolexpandadd(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpandsub(pto_machine *m, pto_tile *const *h) { return pto_tcolexpandsub(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpandmul(pto_machine *m, pto_tile *const *h) { return pto_tcolexpandmul(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpanddiv(pto_machine *m, pto_tile *const *h) { return pto_tcolexpanddiv(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpandmax(pto_machine *m, pto_tile *const *h) { return pto_tcolexpandmax(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpandmin(pto_machine *m, pto_tile *const *h) { return pto_tcolexpandmin(m, h[0], h[1], h[2]); }
static pto_result c_tcolexpandexpdif(pto_machine *m, pto_tile *const *h) { return pto_tcolexpandexpdif(m, h[0], h[1], h[2]); }
static pto_result c_tload(pto_machine *m, pto_tile *const *h) { return pto_tload(m, h[0], 0, 0); }
static pto_result c_tstore(pto_machine *m, pto_tile *const *h) { return pto_tstore(m, h[0], 0, 0); }
static pto_result c_tmov(pto_machine *m, pto_tile *const *h) { return pto_tmov(m, h[0], h[1]); }
static pto_result c_tprefetch(pto_machine *m, pto_tile *const *h) { (void)h; return pto_tprefetch(m, 0, 0, 0, 0, 0); }
static pto_result c_gmov(pto_machine *m, pto_tile *const *h) { return pto_gmov(m, h[0], h[1], 0); }
static pto_result c_mgather(pto_machine *m, pto_tile *const *h) { return pto_mgather(m, h[0], h[1], 0); }
static pto_result c_mscatter(pto_machine *m, pto_tile *const *h) { return pto_mscatter(m, h[0], h[1], 0); }
static pto_result c_mgather_mask(pto_machine *m, pto_tile *const *h) { return pto_mgather_mask(m, h[0], h[1], h[2], 0); }
static pto_result c_mscatter_mask(pto_machine *m, pto_tile *const *h) { return pto_mscatter_mask(m, h[0], h[1], h[2], 0); }
static pto_result c_mgather_cas(pto_machine *m, pto_tile *const *h) { return pto_mgather_cas(m, h[0], h[1], h[2], h[3], 0); }
static pto_result c_ttrans(pto_machine *m, pto_tile *const *h) { return pto_ttrans(m, h[0], h[1]); }
static pto_result c_tconcat(pto_machine *m, pto_tile *const *h) { return pto_tconcat(m, h[0], h[1], h[2]); }
static pto_result c_textract(pto_machine *m, pto_tile *const *h) { return pto_textract(m, h[0], h[1], 0, 0); }
static pto_result c_tinsert(pto_machine *m, pto_tile *const *h) { return pto_tinsert(m, h[0], h[1], h[2], 0, 0); }
static pto_result c_tgather(pto_machine *m, pto_tile *const *h) { return pto_tgather(m, h[0], h[1], h[2]); }
static pto_result c_tscatter(pto_machine *m, pto_tile *const *h) { return pto_tscatter(m, h[0], h[1], h[2]); }
static pto_result c_tadd(pto_machine *m, pto_tile *const *h) { return pto_tadd(m, h[0], h[1], h[2]); }
static pto_result c_tsub(pto_machine *m, pto_tile *const *h) { return pto_tsub(m, h[0], h[1], h[2]); }
static pto_result c_tmul(pto_machine *m, pto_tile *const *h) { return pto_tmul(m, h[0], h[1], h[2]); }
static pto_result c_tdiv(pto_machine *m, pto_tile *const *h) { return pto_tdiv(m, h[0], h[1], h[2]); }
static pto_result c_trem(pto_machine *m, pto_tile *const *h) { return pto_trem(m, h[0], h[1], h[2]); }
static pto_result c_tand(pto_machine *m, pto_tile *const *h) { return pto_tand(m, h[0], h[1], h[2]); }
static pto_result c_tor(pto_machine *m, pto_tile *const *h) { return pto_tor(m, h[0], h[1], h[2]); }
static pto_result c_txor(pto_machine *m, pto_tile *const *h) { return pto_txor(m, h[0], h[1], h[2]); }
static pto_result c_tshl(pto_machine *m, pto_tile *const *h) { return pto_tshl(m, h[0], h[1], h[2]); }
static pto_result c_tshr(pto_machine *m, pto_tile *const *h) { return pto_tshr(m, h[0], h[1], h[2]); }
static pto_result c_tmax(pto_machine *m, pto_tile *const *h) { return pto_tmax(m, h[0], h[1], h[2]); }
static pto_result c_tmin(pto_machine *m, pto_tile *const *h) { return pto_tmin(m, h[0], h[1], h[2]); }
static pto_result c_tcmp(pto_machine *m, pto_tile *const *h) { return pto_tcmp(m, h[0], h[1], h[2], PTO_CMP_GT); }
static pto_result c_tadds_raw(pto_machine *m, pto_tile *const *h) { return pto_tadds_raw(m, h[0], h[1], 0); }
static pto_result c_tsubs_raw(pto_machine *m, pto_tile *const *h) { return pto_tsubs_raw(m, h[0], h[1], 0); }
static pto_result c_tmuls_raw(pto_machine *m, pto_tile *const *h) { return pto_tmuls_raw(m, h[0], h[1], 0); }
static pto_result c_tdivs_raw(pto_machine *m, pto_tile *const *h) { return pto_tdivs_raw(m, h[0], h[1], 0); }
static pto_result c_trems_raw(pto_machine *m, pto_tile *const *h) { return pto_trems_raw(m, h[0], h[1], 0); }
static pto_result c_tands_raw(pto_machine *m, pto_tile *const *h) { return pto_tands_raw(m, h[0], h[1], 0); }
static pto_result c_tors_raw(pto_machine *m, pto_tile *const *h) { return pto_tors_raw(m, h[0], h[1], 0); }
static pto_result c_txors_raw(pto_machine *m, pto_tile *const *h) { return pto_txors_raw(m, h[0], h[1], 0); }
static pto_result c_tshls_raw(pto_machine *m, pto_tile *const *h) { return pto_tshls_raw(m, h[0], h[1], 0); }
static pto_result c_tshrs_raw(pto_machine *m, pto_tile *const *h) { return pto_tshrs_raw(m, h[0], h[1], 0); }
static pto_result c_tmaxs_raw(pto_machine *m, pto_tile *const *h) { return pto_tmaxs_raw(m, h[0], h[1], 0); }
static pto_result c_tmins_raw(pto_machine *m, pto_tile *const *h) { return pto_tmins_raw(m, h[0], h[1], 0); }
static pto_result c_tcmps_raw(pto_machine *m, pto_tile *const *h) { return pto_tcmps_raw(m, h[0], h[1], 0, PTO_CMP_GT); }
static pto_result c_texpands_raw(pto_machine *m, pto_tile *const *h) { return pto_texpands_raw(m, h[0], 0); }
static pto_result c_tsels_raw(pto_machine *m, pto_tile *const *h) { return pto_tsels_raw(m, h[0], h[1], h[2], 0); }
static pto_result c_tadds(pto_machine *m, pto_tile *const *h) { return pto_tadds(m, h[0], h[1], 0); }
static pto_result c_tadds_f64(pto_machine *m, pto_tile *const *h) { return pto_tadds_f64(m, h[0], h[1], 0); }
static pto_result c_tadds_i32(pto_machine *m, pto_tile *const *h) { return pto_tadds_i32(m, h[0], h[1], 0); }
static pto_result c_tadds_i64(pto_machine *m, pto_tile *const *h) { return pto_tadds_i64(m, h[0], h[1], 0); }
static pto_result c_tadds_u64(pto_machine *m, pto_tile *const *h) { return pto_tadds_u64(m, h[0], h[1], 0); }
static pto_result c_tsubs(pto_machine *m, pto_tile *const *h) { return pto_tsubs(m, h[0], h[1], 0); }
static pto_result c_tsubs_f64(pto_machine *m, pto_tile *const *h) { return pto_tsubs_f64(m, h[0], h[1], 0); }
static pto_result c_tsubs_i32(pto_machine *m, pto_tile *const *h) { return pto_tsubs_i32(m, h[0], h[1], 0); }
static pto_result c_tsubs_i64(pto_machine *m, pto_tile *const *h) { return pto_tsubs_i64(m, h[0], h[1], 0); }
static pto_result c_tsubs_u64(pto_machine *m, pto_tile *const *h) { return pto_tsubs_u64(m, h[0], h[1], 0); }
static pto_result c_tmuls(pto_machine *m, pto_tile *const *h) { return pto_tmuls(m, h[0], h[1], 0); }
static pto_result c_tmuls_f64(pto_machine *m, pto_tile *const *h) { return pto_tmuls_f64(m, h[0], h[1], 0); }
static pto_result c_tmuls_i32(pto_machine *m, pto_tile *const *h) { return pto_tmuls_i32(m, h[0], h[1], 0); }
static pto_result c_tmuls_i64(pto_machine *m, pto_tile *const *h) { return pto_tmuls_i64(m, h[0], h[1], 0); }
static pto_result c_tmuls_u64(pto_machine *m, pto_tile *const *h) { return pto_tmuls_u64(m, h[0], h[1], 0); }
static pto_result c_tdivs(pto_machine *m, pto_tile *const *h) { return pto_tdivs(m, h[0], h[1], 0); }
static pto_result c_tdivs_f64(pto_machine *m, pto_tile *const *h) { return pto_tdivs_f64(m, h[0], h[1], 0); }
static pto_result c_tdivs_i32(pto_machine *m, pto_tile *const *h) { return pto_tdivs_i32(m, h[0], h[1], 0); }
static pto_result c_tdivs_i64(pto_machine *m, pto_tile *const *h) { return pto_tdivs_i64(m, h[0], h[1], 0); }
static pto_result c_tdivs_u64(pto_machine *m, pto_tile *const *h) { return pto_tdivs_u64(m, h[0], h[1], 0); }
static pto_result c_trems(pto_machine *m, pto_tile *const *h) { return pto_trems(m, h[0], h[1], 0); }
static pto_result c_trems_f64(pto_machine *m, pto_tile *const *h) { return pto_trems_f64(m, h[0], h[1], 0); }
static pto_result c_trems_i32(pto_machine *m, pto_tile *const *h) { return pto_trems_i32(m, h[0], h[1], 0); }
static pto_result c_trems_i64(pto_machine *m, pto_tile *const *h) { return pto_trems_i64(m, h[0], h[1], 0); }
static pto_result c_trems_u64(pto_machine *m, pto_tile *const *h) { return pto_trems_u64(m, h[0], h[1], 0); }
static pto_result c_tmaxs(pto_machine *m, pto_tile *const *h) { return pto_tmaxs(m, h[0], h[1], 0); }
static pto_result c_tmaxs_f64(pto_machine *m, pto_tile *const *h) { return pto_tmaxs_f64(m, h[0], h[1], 0); }
static pto_result c_tmaxs_i32(pto_machine *m, pto_tile *const *h) { return pto_tmaxs_i32(m, h[0], h[1], 0); }
static pto_result c_tmaxs_i64(pto_machine *m, pto_tile *const *h) { return pto_tmaxs_i64(m, h[0], h[1], 0); }
static pto_result c_tmaxs_u64(pto_machine *m, pto_tile *const *h) { return pto_tmaxs_u64(m, h[0], h[1], 0); }
static pto_result c_tmins(pto_machine *m, pto_tile *const *h) { return pto_tmins(m, h[0], h[1], 0); }
static pto_result c_tmins_f64(pto_machine *m, pto_tile *const *h) { return pto_tmins_f64(m, h[0], h[1], 0); }
static pto_result c_tmins_i32(pto_machine *m, pto_tile *const *h) { return pto_tmins_i32(m, h[0], h[1], 0); }
static pto_result c_tmins_i64(pto_machine *m, pto_tile *const *h) { return pto_tmins_i64(m, h[0], h[1], 0); }
static pto_result c_tmins_u64(pto_machine *m, pto_tile *const *h) { return pto_tmins_u64(m, h[0], h[1], 0); }
static pto_result c_tands_i32(pto_machine *m, pto_tile *const *h) { return pto_tands_i32(m, h[0], h[1], 0); }
static pto_result c_tands_i64(pto_machine *m, pto_tile *const *h) { return pto_tands_i64(m, h[0], h[1], 0); }
static pto_result c_tands_u64(pto_machine *m, pto_tile *const *h) { return pto_tands_u64(m, h[0], h[1], 0); }
static pto_result c_tors_i32(pto_machine *m, pto_tile *const *h) { return pto_tors_i32(m, h[0], h[1], 0); }
static pto_result c_tors_i64(pto_machine *m, pto_tile *const *h) { return pto_tors_i64(m, h[0], h[1], 0); }
static pto_result c_tors_u64(pto_machine *m, pto_tile *const *h) { return pto_tors_u64(m, h[0], h[1], 0); }
static pto_result c_txors_i32(pto_machine *m, pto_tile *const *h) { return pto_txors_i32(m, h[0], h[1], 0); }
static pto_result c_txors_i64(pto_machine *m, pto_tile *const *h) { return pto_txors_i64(m, h[0], h[1], 0); }
static pto_result c_txors_u64(pto_machine *m, pto_tile *const *h) { return pto_txors_u64(m, h[0], h[1], 0); }
static pto_result c_tshls_i32(pto_machine *m, pto_tile *const *h) { return pto_tshls_i32(m, h[0], h[1], 0); }
static pto_result c_tshls_i64(pto_machine *m, pto_tile *const *h) { return pto_tshls_i64(m, h[0], h[1], 0); }
static pto_result c_tshls_u64(pto_machine *m, pto_tile *const *h) { return pto_tshls_u64(m, h[0], h[1], 0); }
static pto_result c_tshrs_i32(pto_machine *m, pto_tile *const *h) { return pto_tshrs_i32(m, h[0], h[1], 0); }
static pto_result c_tshrs_i64(pto_machine *m, pto_tile *const *h) { return pto_tshrs_i64(m, h[0], h[1], 0); }
static pto_result c_tshrs_u64(pto_machine *m, pto_tile *const *h) { return pto_tshrs_u64(m, h[0], h[1], 0); }
static pto_result c_tcmps(pto_machine *m, pto_tile *const *h) { return pto_tcmps(m, h[0], h[1], 0, PTO_CMP_GT); }
static pto_result c_tcmps_f64(pto_machine *m, pto_tile *const *h) { return pto_tcmps_f64(m, h[0], h[1], 0, PTO_CMP_GT); }
static pto_result c_tcmps_i32(pto_machine *m, pto_tile *const *h) { return pto_tcmps_i32(m, h[0], h[1], 0, PTO_CMP_GT); }
static pto_result c_tcmps_i64(pto_machine *m, pto_tile *const *h) { return pto_tcmps_i64(m, h[0], h[1], 0, PTO_CMP_GT); }
static pto_result c_tcmps_u64(pto_machine *m, pto_tile *const *h) { return pto_tcmps_u64(m, h[0], h[1], 0, PTO_CMP_GT); }
static pto_result c_texpands(pto_machine *m, pto_tile *const *h) { return pto_texpands(m, h[0], 0); }
static pto_result c_texpands_f64(pto_machine *m, pto_tile *const *h) { return pto_texpands_f64(m, h[0], 0); }
static pto_result c_texpands_i32(pto_machine *m, pto_tile *const *h) { return pto_texpands_i32(m, h[0], 0); }
static pto_result c_texpands_i64(pto_machine *m, pto_tile *const *h) { return pto_texpands_i64(m, h[0], 0); }
static pto_result c_texpands_u64(pto_machine *m, pto_tile *const *h) { return pto_texpands_u64(m, h[0], 0); }
static pto_result c_tsels(pto_machine *m, pto_tile *const *h) { return pto_tsels(m, h[0], h[1], h[2], 0); }
static pto_result c_tsels_f64(pto_machine *m, pto_tile *const *h) { return pto_tsels_f64(m, h[0], h[1], h[2], 0); }
static pto_result c_tsels_i32(pto_machine *m, pto_tile *const *h) { return pto_tsels_i32(m, h[0], h[1], h[2], 0); }
static pto_result c_tsels_i64(pto_machine *m, pto_tile *const *h) { return pto_tsels_i64(m, h[0], h[1], h[2], 0); }
static pto_result c_tsels_u64(pto_machine *m, pto_tile *const *h) { return pto_tsels_u64(m, h[0], h[1], h[2], 0); }
static pto_result c_tsort(pto_machine *m, pto_tile *const *h) { return pto_tsort(m, h[0], h[1], h[2], 0, false); }
static pto_result c_tmrgsort(pto_machine *m, pto_tile *const *h) { return pto_tmrgsort(m, h[0], h[1], h[2], false); }
static pto_result c_thistogram(pto_machine *m, pto_tile *const *h) { return pto_thistogram(m, h[0], h[1], h[2], 0); }
static pto_result c_tquant(pto_machine *m, pto_tile *const *h) { return pto_tquant(m, h[0], h[1], 0, 0, 0, false); }
static pto_result c_tdequant(pto_machine *m, pto_tile *const *h) { return pto_tdequant(m, h[0], h[1], 0, 0, 0); }
static pto_result c_tile_create_cube(pto_machine *m, pto_tile *const *h) { return pto_tile_create_cube(m, h[0], 0, NULL); }
static pto_result c_tload_cube(pto_machine *m, pto_tile *const *h) { return pto_tload_cube(m, h[0], 0, 0, 0); }
static pto_result c_tstore_cube(pto_machine *m, pto_tile *const *h) { return pto_tstore_cube(m, h[0], 0, 0); }
static pto_result c_tmatmul(pto_machine *m, pto_tile *const *h) { return pto_tmatmul(m, h[0], h[1], h[2]); }
static pto_result c_tmatmul_acc(pto_machine *m, pto_tile *const *h) { return pto_tmatmul_acc(m, h[0], h[1], h[2], h[3]); }
static pto_result c_tmatmul_bias(pto_machine *m, pto_tile *const *h) { return pto_tmatmul_bias(m, h[0], h[1], h[2], h[3]); }
static pto_result c_tmatmul_mx(pto_machine *m, pto_tile *const *h) { return pto_tmatmul_mx(m, h[0], h[1], h[2], h[3], h[4]); }
static pto_result c_tmatmul_mx_acc(pto_machine *m, pto_tile *const *h) { return pto_tmatmul_mx_acc(m, h[0], h[1], h[2], h[3], h[4], h[5]); }
static pto_result c_tmatmul_mx_bias(pto_machine *m, pto_tile *const *h) { return pto_tmatmul_mx_bias(m, h[0], h[1], h[2], h[3], h[4], h[5]); }
static pto_result c_tgemv(pto_machine *m, pto_tile *const *h) { return pto_tgemv(m, h[0], h[1], h[2]); }
static pto_result c_tgemv_acc(pto_machine *m, pto_tile *const *h) { return pto_tgemv_acc(m, h[0], h[1], h[2], h[3]); }
static pto_result c_tgemv_bias(pto_machine *m, pto_tile *const *h) { return pto_tgemv_bias(m, h[0], h[1], h[2], h[3]); }
static pto_result c_tgemv_mx(pto_machine *m, pto_tile *const *h) { return pto_tgemv_mx(m, h[0], h[1], h[2], h[3], h[4]); }
static pto_result c_tgemv_mx_acc(pto_machine *m, pto_tile *const *h) { return pto_tgemv_mx_acc(m, h[0], h[1], h[2], h[3], h[4], h[5]); }
static pto_result c_tgemv_mx_bias(pto_machine *m, pto_tile *const *h) { return pto_tgemv_mx_bias(m, h[0], h[1], h[2], h[3], h[4], h[5]); }
static pto_result c_tcvt(pto_machine *m, pto_tile *const *h) { return pto_tcvt(m, h[0], h[1], 0, (pto_rmode)0, false); }

static const struct {
    const char *name;
    call_fn fn;
    unsigned handles;  /* tile-handle arguments */
    unsigned optional; /* bit k: handle k may be NULL */
} calls[] = {
    {"pto_tile_create", c_tile_create, 1, 0x0u},
    {"pto_tabs", c_tabs, 2, 0x0u},
    {"pto_tnot", c_tnot, 2, 0x0u},
    {"pto_tneg", c_tneg, 2, 0x0u},
    {"pto_trelu", c_trelu, 2, 0x0u},
    {"pto_texp", c_texp, 2, 0x0u},
    {"pto_tlog", c_tlog, 2, 0x0u},
    {"pto_trecip", c_trecip, 2, 0x0u},
    {"pto_tsqrt", c_tsqrt, 2, 0x0u},
    {"pto_trsqrt", c_trsqrt, 2, 0x0u},
    {"pto_tsel", c_tsel, 4, 0x0u},
    {"pto_tfma", c_tfma, 4, 0x0u},
    {"pto_tci", c_tci, 1, 0x0u},
    {"pto_ttri", c_ttri, 1, 0x0u},
    {"pto_tfillpad", c_tfillpad, 2, 0x0u},
    {"pto_tpartadd", c_tpartadd, 3, 0x0u},
    {"pto_tpartmul", c_tpartmul, 3, 0x0u},
    {"pto_tpartmax", c_tpartmax, 3, 0x0u},
    {"pto_tpartmin", c_tpartmin, 3, 0x0u},
    {"pto_trowsum", c_trowsum, 2, 0x0u},
    {"pto_trowmax", c_trowmax, 2, 0x0u},
    {"pto_trowmin", c_trowmin, 2, 0x0u},
    {"pto_trowprod", c_trowprod, 2, 0x0u},
    {"pto_trowargmax", c_trowargmax, 2, 0x0u},
    {"pto_trowargmin", c_trowargmin, 2, 0x0u},
    {"pto_tcolsum", c_tcolsum, 2, 0x0u},
    {"pto_tcolmax", c_tcolmax, 2, 0x0u},
    {"pto_tcolmin", c_tcolmin, 2, 0x0u},
    {"pto_tcolprod", c_tcolprod, 2, 0x0u},
    {"pto_tcolargmax", c_tcolargmax, 2, 0x0u},
    {"pto_tcolargmin", c_tcolargmin, 2, 0x0u},
    {"pto_trowexpand", c_trowexpand, 2, 0x0u},
    {"pto_trowexpandadd", c_trowexpandadd, 3, 0x0u},
    {"pto_trowexpandsub", c_trowexpandsub, 3, 0x0u},
    {"pto_trowexpandmul", c_trowexpandmul, 3, 0x0u},
    {"pto_trowexpanddiv", c_trowexpanddiv, 3, 0x0u},
    {"pto_trowexpandmax", c_trowexpandmax, 3, 0x0u},
    {"pto_trowexpandmin", c_trowexpandmin, 3, 0x0u},
    {"pto_trowexpandexpdif", c_trowexpandexpdif, 3, 0x0u},
    {"pto_tcolexpand", c_tcolexpand, 2, 0x0u},
    {"pto_tcolexpandadd", c_tcolexpandadd, 3, 0x0u},
    {"pto_tcolexpandsub", c_tcolexpandsub, 3, 0x0u},
    {"pto_tcolexpandmul", c_tcolexpandmul, 3, 0x0u},
    {"pto_tcolexpanddiv", c_tcolexpanddiv, 3, 0x0u},
    {"pto_tcolexpandmax", c_tcolexpandmax, 3, 0x0u},
    {"pto_tcolexpandmin", c_tcolexpandmin, 3, 0x0u},
    {"pto_tcolexpandexpdif", c_tcolexpandexpdif, 3, 0x0u},
    {"pto_tload", c_tload, 1, 0x0u},
    {"pto_tstore", c_tstore, 1, 0x0u},
    {"pto_tmov", c_tmov, 2, 0x0u},
    {"pto_tprefetch", c_tprefetch, 0, 0x0u},
    {"pto_gmov", c_gmov, 2, 0x0u},
    {"pto_mgather", c_mgather, 2, 0x0u},
    {"pto_mscatter", c_mscatter, 2, 0x0u},
    {"pto_mgather_mask", c_mgather_mask, 3, 0x0u},
    {"pto_mscatter_mask", c_mscatter_mask, 3, 0x0u},
    {"pto_mgather_cas", c_mgather_cas, 4, 0x0u},
    {"pto_ttrans", c_ttrans, 2, 0x0u},
    {"pto_tconcat", c_tconcat, 3, 0x0u},
    {"pto_textract", c_textract, 2, 0x0u},
    {"pto_tinsert", c_tinsert, 3, 0x0u},
    {"pto_tgather", c_tgather, 3, 0x0u},
    {"pto_tscatter", c_tscatter, 3, 0x0u},
    {"pto_tadd", c_tadd, 3, 0x0u},
    {"pto_tsub", c_tsub, 3, 0x0u},
    {"pto_tmul", c_tmul, 3, 0x0u},
    {"pto_tdiv", c_tdiv, 3, 0x0u},
    {"pto_trem", c_trem, 3, 0x0u},
    {"pto_tand", c_tand, 3, 0x0u},
    {"pto_tor", c_tor, 3, 0x0u},
    {"pto_txor", c_txor, 3, 0x0u},
    {"pto_tshl", c_tshl, 3, 0x0u},
    {"pto_tshr", c_tshr, 3, 0x0u},
    {"pto_tmax", c_tmax, 3, 0x0u},
    {"pto_tmin", c_tmin, 3, 0x0u},
    {"pto_tcmp", c_tcmp, 3, 0x0u},
    {"pto_tadds_raw", c_tadds_raw, 2, 0x0u},
    {"pto_tsubs_raw", c_tsubs_raw, 2, 0x0u},
    {"pto_tmuls_raw", c_tmuls_raw, 2, 0x0u},
    {"pto_tdivs_raw", c_tdivs_raw, 2, 0x0u},
    {"pto_trems_raw", c_trems_raw, 2, 0x0u},
    {"pto_tands_raw", c_tands_raw, 2, 0x0u},
    {"pto_tors_raw", c_tors_raw, 2, 0x0u},
    {"pto_txors_raw", c_txors_raw, 2, 0x0u},
    {"pto_tshls_raw", c_tshls_raw, 2, 0x0u},
    {"pto_tshrs_raw", c_tshrs_raw, 2, 0x0u},
    {"pto_tmaxs_raw", c_tmaxs_raw, 2, 0x0u},
    {"pto_tmins_raw", c_tmins_raw, 2, 0x0u},
    {"pto_tcmps_raw", c_tcmps_raw, 2, 0x0u},
    {"pto_texpands_raw", c_texpands_raw, 1, 0x0u},
    {"pto_tsels_raw", c_tsels_raw, 3, 0x0u},
    {"pto_tadds", c_tadds, 2, 0x0u},
    {"pto_tadds_f64", c_tadds_f64, 2, 0x0u},
    {"pto_tadds_i32", c_tadds_i32, 2, 0x0u},
    {"pto_tadds_i64", c_tadds_i64, 2, 0x0u},
    {"pto_tadds_u64", c_tadds_u64, 2, 0x0u},
    {"pto_tsubs", c_tsubs, 2, 0x0u},
    {"pto_tsubs_f64", c_tsubs_f64, 2, 0x0u},
    {"pto_tsubs_i32", c_tsubs_i32, 2, 0x0u},
    {"pto_tsubs_i64", c_tsubs_i64, 2, 0x0u},
    {"pto_tsubs_u64", c_tsubs_u64, 2, 0x0u},
    {"pto_tmuls", c_tmuls, 2, 0x0u},
    {"pto_tmuls_f64", c_tmuls_f64, 2, 0x0u},
    {"pto_tmuls_i32", c_tmuls_i32, 2, 0x0u},
    {"pto_tmuls_i64", c_tmuls_i64, 2, 0x0u},
    {"pto_tmuls_u64", c_tmuls_u64, 2, 0x0u},
    {"pto_tdivs", c_tdivs, 2, 0x0u},
    {"pto_tdivs_f64", c_tdivs_f64, 2, 0x0u},
    {"pto_tdivs_i32", c_tdivs_i32, 2, 0x0u},
    {"pto_tdivs_i64", c_tdivs_i64, 2, 0x0u},
    {"pto_tdivs_u64", c_tdivs_u64, 2, 0x0u},
    {"pto_trems", c_trems, 2, 0x0u},
    {"pto_trems_f64", c_trems_f64, 2, 0x0u},
    {"pto_trems_i32", c_trems_i32, 2, 0x0u},
    {"pto_trems_i64", c_trems_i64, 2, 0x0u},
    {"pto_trems_u64", c_trems_u64, 2, 0x0u},
    {"pto_tmaxs", c_tmaxs, 2, 0x0u},
    {"pto_tmaxs_f64", c_tmaxs_f64, 2, 0x0u},
    {"pto_tmaxs_i32", c_tmaxs_i32, 2, 0x0u},
    {"pto_tmaxs_i64", c_tmaxs_i64, 2, 0x0u},
    {"pto_tmaxs_u64", c_tmaxs_u64, 2, 0x0u},
    {"pto_tmins", c_tmins, 2, 0x0u},
    {"pto_tmins_f64", c_tmins_f64, 2, 0x0u},
    {"pto_tmins_i32", c_tmins_i32, 2, 0x0u},
    {"pto_tmins_i64", c_tmins_i64, 2, 0x0u},
    {"pto_tmins_u64", c_tmins_u64, 2, 0x0u},
    {"pto_tands_i32", c_tands_i32, 2, 0x0u},
    {"pto_tands_i64", c_tands_i64, 2, 0x0u},
    {"pto_tands_u64", c_tands_u64, 2, 0x0u},
    {"pto_tors_i32", c_tors_i32, 2, 0x0u},
    {"pto_tors_i64", c_tors_i64, 2, 0x0u},
    {"pto_tors_u64", c_tors_u64, 2, 0x0u},
    {"pto_txors_i32", c_txors_i32, 2, 0x0u},
    {"pto_txors_i64", c_txors_i64, 2, 0x0u},
    {"pto_txors_u64", c_txors_u64, 2, 0x0u},
    {"pto_tshls_i32", c_tshls_i32, 2, 0x0u},
    {"pto_tshls_i64", c_tshls_i64, 2, 0x0u},
    {"pto_tshls_u64", c_tshls_u64, 2, 0x0u},
    {"pto_tshrs_i32", c_tshrs_i32, 2, 0x0u},
    {"pto_tshrs_i64", c_tshrs_i64, 2, 0x0u},
    {"pto_tshrs_u64", c_tshrs_u64, 2, 0x0u},
    {"pto_tcmps", c_tcmps, 2, 0x0u},
    {"pto_tcmps_f64", c_tcmps_f64, 2, 0x0u},
    {"pto_tcmps_i32", c_tcmps_i32, 2, 0x0u},
    {"pto_tcmps_i64", c_tcmps_i64, 2, 0x0u},
    {"pto_tcmps_u64", c_tcmps_u64, 2, 0x0u},
    {"pto_texpands", c_texpands, 1, 0x0u},
    {"pto_texpands_f64", c_texpands_f64, 1, 0x0u},
    {"pto_texpands_i32", c_texpands_i32, 1, 0x0u},
    {"pto_texpands_i64", c_texpands_i64, 1, 0x0u},
    {"pto_texpands_u64", c_texpands_u64, 1, 0x0u},
    {"pto_tsels", c_tsels, 3, 0x0u},
    {"pto_tsels_f64", c_tsels_f64, 3, 0x0u},
    {"pto_tsels_i32", c_tsels_i32, 3, 0x0u},
    {"pto_tsels_i64", c_tsels_i64, 3, 0x0u},
    {"pto_tsels_u64", c_tsels_u64, 3, 0x0u},
    {"pto_tsort", c_tsort, 3, 0x0u},
    {"pto_tmrgsort", c_tmrgsort, 3, 0x0u},
    {"pto_thistogram", c_thistogram, 3, 0x0u},
    {"pto_tquant", c_tquant, 2, 0x0u},
    {"pto_tdequant", c_tdequant, 2, 0x0u},
    {"pto_tile_create_cube", c_tile_create_cube, 1, 0x0u},
    {"pto_tload_cube", c_tload_cube, 1, 0x0u},
    {"pto_tstore_cube", c_tstore_cube, 1, 0x0u},
    {"pto_tmatmul", c_tmatmul, 3, 0x0u},
    {"pto_tmatmul_acc", c_tmatmul_acc, 4, 0x0u},
    {"pto_tmatmul_bias", c_tmatmul_bias, 4, 0x0u},
    {"pto_tmatmul_mx", c_tmatmul_mx, 5, 0x14u},
    {"pto_tmatmul_mx_acc", c_tmatmul_mx_acc, 6, 0x28u},
    {"pto_tmatmul_mx_bias", c_tmatmul_mx_bias, 6, 0x14u},
    {"pto_tgemv", c_tgemv, 3, 0x0u},
    {"pto_tgemv_acc", c_tgemv_acc, 4, 0x0u},
    {"pto_tgemv_bias", c_tgemv_bias, 4, 0x0u},
    {"pto_tgemv_mx", c_tgemv_mx, 5, 0x14u},
    {"pto_tgemv_mx_acc", c_tgemv_mx_acc, 6, 0x28u},
    {"pto_tgemv_mx_bias", c_tgemv_mx_bias, 6, 0x14u},
    {"pto_tcvt", c_tcvt, 2, 0x0u},
};

/* The machine's visible effects a refused call must not have. */
static unsigned allocated(const pto_machine *m)
{
    unsigned n = 0;
    for (unsigned i = 0; i < PTO_TILES; i++) n += pto_tile_allocated(m, i);
    return n;
}

static void null_handles_are_api_errors(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_non_null(m);
    unsigned dt = (unsigned)pto_dtype_code("FP32");
    pto_tile src[6];
    for (unsigned i = 0; i < 6; i++) {
        src[i] = pto_tile_make(dt, 1, 32);
        src[i].hand = 1; /* U: the destinations go to T */
        assert_int_equal(pto_tile_create(m, &src[i], NULL).status, PTO_OK);
    }
    unsigned checked = 0;
    for (size_t c = 0; c < sizeof calls / sizeof calls[0]; c++) {
        unsigned n = calls[c].handles;
        if (n == 0) continue; /* TPREFETCH takes no handle */
        /* pattern n: all NULL; pattern k < n: handle k NULL, the others valid */
        for (unsigned pat = 0; pat <= n; pat++) {
            pto_tile dst = pto_tile_make(dt, 1, 32), use[6];
            pto_tile *h[6] = {NULL};
            for (unsigned k = 0; k < n && k < 6; k++) {
                use[k] = k == 0 ? dst : src[k];
                h[k] = pat == n || pat == k ? NULL : &use[k];
            }
            bool optional = pat < n && ((calls[c].optional >> pat) & 1u);
            uint64_t retired = pto_retired(m);
            unsigned before = allocated(m);
            pto_result r = calls[c].fn(m, h);
            checked++;
            if (optional) { /* a NULL MX scale is legal: no crash, and these FP32 tiles are no CUBE operands */
                if (r.status == PTO_OK) fail_msg("%s with handle %u NULL (of %u) succeeded", calls[c].name, pat, n);
                pto_recover(m);
                for (unsigned i = 0; i < PTO_TILES; i++)
                    if (i / 16 == 0 && pto_tile_allocated(m, i)) pto_tile_release(m, i);
                continue;
            }
            if (r.status != PTO_ERR_ARG)
                fail_msg("%s with handle %u NULL (of %u): %s (%s)", calls[c].name, pat, n, pto_status_name(r.status),
                         pto_last_error(m));
            if (!strstr(pto_last_error(m), "handle")) /* the message names the missing handle */
                fail_msg("%s with handle %u NULL (of %u): the message does not say so: %s", calls[c].name, pat, n,
                         pto_last_error(m));
            pto_fault_info f;
            pto_fault(m, &f);
            assert_int_equal(f.kind, PTO_FAULT_NONE);
            assert_int_equal(pto_retired(m), retired);
            assert_int_equal(allocated(m), before);
        }
    }
    print_message("%u calls with a NULL handle\n", checked);
    pto_destroy(m);
}

/* Every call of the header is in the table. */
static void every_call_is_covered(void **state)
{
    (void)state;
    FILE *f = fopen(PTOSIM_SOURCE_DIR "/include/ptosim/tile.h", "r");
    assert_non_null(f);
    char line[512];
    unsigned found = 0;
    while (fgets(line, sizeof line, f)) {
        char name[96];
        if (sscanf(line, "pto_result %95[a-z0-9_](", name) != 1) continue;
        bool in = false;
        for (size_t c = 0; c < sizeof calls / sizeof calls[0] && !in; c++) in = !strcmp(calls[c].name, name);
        if (!in) fail_msg("%s is not in the table of test_tileapi_null.c", name);
        found++;
    }
    fclose(f);
    assert_int_equal(found, sizeof calls / sizeof calls[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(null_handles_are_api_errors),
        cmocka_unit_test(every_call_is_covered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
