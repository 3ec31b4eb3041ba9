/* ptosim program images (decisions D19): ELF files and raw images, loaded
 * into a machine's global memory and run from there (pto_run_gm).
 *
 * An ELF image is ELF64, little-endian, of type ET_EXEC; e_machine is 0xE9
 * (the number PTO images carry) or EM_NONE, as the specification assigns
 * none.  Its PT_LOAD segments are copied to global memory at their p_vaddr
 * (identity translation; the bytes past p_filesz up to p_memsz are zeroed)
 * and execution starts at e_entry, which must lie in a segment.  The only
 * normative item of the specification is the identity note: section
 * .note.pto.isa (or a PT_NOTE segment) holding a note named "PTO" of type 1
 * (PTO_NT_ISA_IDENTITY) whose descriptor is the JSON identity below, byte
 * for byte.  A note that differs is refused; an image without one loads
 * with a warning.
 *
 * Every check runs before anything is written: on error the machine is as
 * it was.  Errors are values: PTO_ERR_ARG (a bad image) or PTO_ERR_NOMEM,
 * with the message in msg.  Nothing here prints.
 */
#ifndef PTOSIM_IMAGE_H
#define PTOSIM_IMAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* The identity of the ISA release ptosim implements
 * (spec/evidence/pto-isa-0583-abi-vectors.json): the note's descriptor,
 * UTF-8 JSON with sorted keys and no whitespace, not NUL-terminated. */
#define PTO_IDENTITY_RELEASE "0.58.3"
#define PTO_IDENTITY_ABI "pto-isa-0.58.3-mode-function-v1"
#define PTO_IDENTITY_SHA256 "8a48b80e04484c70870f155bf9efc79d2a805cf99e809f4e4e8a7e6a7eb34172"
#define PTO_ELF_MACHINE 0xE9u
#define PTO_IMAGE_MAX_SEGMENTS 16

typedef struct pto_segment {
    uint64_t addr;       /* p_vaddr: where it lies in global memory */
    uint64_t offset;     /* p_offset in the file */
    uint64_t filesz, memsz;
    unsigned flags;      /* PF_X 1, PF_W 2, PF_R 4 */
} pto_segment;

typedef struct pto_image {
    uint64_t entry;      /* e_entry (a raw image: its load address) */
    uint64_t end;        /* the end of the file bytes of the segment holding the entry:
                            running there ends the program (PTO_END) */
    unsigned machine;    /* e_machine (0 for a raw image) */
    unsigned nsegments;
    pto_segment seg[PTO_IMAGE_MAX_SEGMENTS];
    bool has_identity;   /* the identity note is present (and matched) */
    char warning[160];   /* not empty: a warning (no identity note) */
} pto_image;

/* Checks an ELF image (len bytes) without loading it; fills *img.  The
 * memory size bounds the segments (pass UINT64_MAX to skip that check). */
pto_status pto_image_parse_elf(const uint8_t *bytes, size_t len, uint64_t mem_size, pto_image *img, char *msg,
                               size_t n);
/* Checks and loads an ELF image into m's global memory; TPC = the entry. */
pto_status pto_image_load_elf(pto_machine *m, const uint8_t *bytes, size_t len, pto_image *img, char *msg,
                              size_t n);
/* Loads a raw image (an even number of bytes) at addr; TPC = addr. */
pto_status pto_image_load_raw(pto_machine *m, const uint8_t *bytes, size_t len, uint64_t addr, pto_image *img,
                              char *msg, size_t n);
/* An ELF64 executable image of len code bytes at addr, entry point entry,
 * with the identity note: *out (malloc'd) of *outlen bytes. */
pto_status pto_image_write_elf(const uint8_t *code, size_t len, uint64_t addr, uint64_t entry, uint8_t **out,
                               size_t *outlen, char *msg, size_t n);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
