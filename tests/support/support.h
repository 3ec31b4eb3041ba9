/* Helpers shared by the tests. */
#ifndef PTOSIM_TEST_SUPPORT_H
#define PTOSIM_TEST_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

/* Runs a shell command; returns its exit status (-1 if it did not exit)
 * and, when out is not NULL, its stdout (and stderr when with_stderr) in a
 * malloc'd string; stderr is dropped otherwise. */
int shell_output(const char *cmd, bool with_stderr, char **out);
/* Reads a whole file; NULL if it cannot be read.  Caller frees. */
char *read_file(const char *path, size_t *len);
/* Path of a file in ../shared/vectors. */
const char *vectors_path(const char *name, char *buf, size_t n);
/* reserved.tepl_selector_ranges of ../shared/vectors/tile-operations.json
 * as a 128-entry map (fails the test if the file cannot be read). */
void reserved_selectors(bool reserved[128]);

/* Runs program text on m (after pto_reset).  Returns the final status
 * (PTO_END or PTO_FAULT expected); on a parse or run error returns
 * PTO_ERR_STATE and writes the message to err. */
pto_status run_text(pto_machine *m, const char *text, char *err, size_t errlen);
/* Byte offset of the k-th instruction statement of program text. */
uint64_t text_insn_offset(const char *text, unsigned k);

/* Configures a numeric tile (simulator control) with the given shape;
 * returns the status (rows are derived). */
pto_status numeric_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr,
                        uint32_t vc, unsigned layout, unsigned mask);

/* A snapshot of every architectural bit of a machine: tiles (descriptors,
 * payload and definedness of every allocated tile and PE), GPRs, flags,
 * block activity, global memory (size, ACR and the contents of every page
 * holding a nonzero byte).  Compared byte for byte. */
typedef struct snapshot {
    unsigned char *bytes;
    size_t len, cap;
} snapshot;
void snapshot_take(const pto_machine *m, snapshot *s);
int snapshot_equal(const snapshot *a, const snapshot *b);
void snapshot_free(snapshot *s);

/* True if s[0..n) is well-formed UTF-8 (Unicode Table 3-7: no overlong
 * forms, no surrogates, nothing above U+10FFFF, no cut sequence).  cJSON
 * does not check this, so JSON tests check it here. */
int utf8_valid(const char *s, size_t n);

#endif
