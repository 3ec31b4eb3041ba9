/* Reports of a run (tools/report.c). */
#ifndef PTOSIM_REPORT_H
#define PTOSIM_REPORT_H

#include <stdio.h>

#include "ptosim/program.h"
#include "ptosim/ptosim.h"

/* "1000" style PE mask, leftmost bit PE0. */
void mask_text(unsigned mask, char out[5]);
/* A JSON string literal with escapes. */
void json_string(FILE *o, const char *s);
/* The final state as one JSON object (the stable schema of `run --json`). */
void print_json(FILE *o, const pto_machine *m, const pto_program *p, const pto_run_result *r);
/* The final state for a person: tiles per PE with '?' for undefined elements. */
void print_text(FILE *o, const pto_machine *m, const pto_program *p, const pto_run_result *r, const char *path);

#endif
