/* A small interpreter for the ports of the specification's scalar AVS
 * tests (tests/asl/scalar/ in pto-spec).  Each ported test is a list of
 * steps transcribed from the AVS test: model set-up (ResetProfileState,
 * WriteGPR, PushTemporaryQueue, Store, BeginBundle, ...), instruction
 * executions (ExecuteScalarInstruction) and the test's assertions.
 *
 * How the model's calls map onto ptosim:
 *   - ResetProfileState: a fresh machine with the model's memory (the
 *     pto-v0 preset: 4096 bytes, the ACR window), ACR 0;
 *   - ExecuteScalarInstruction(word, bits): the word decoded by ptosim's
 *     decoder and executed at TPC, on all four PEs (decisions S1: each PE
 *     runs the instruction on its own GPRs and queues, so set-up writes
 *     every PE and every assertion is checked on every PE).  Executed is
 *     PTO_OK; Rejected is PTO_FAULT, and then nothing but the fault record
 *     may have changed (checked against a snapshot of the whole machine);
 *   - after every execution pto_check_invariants holds.
 * The model enters its trap vector on a fault; ptosim stops with TPC at
 * the faulting instruction and the record (decisions D20), so an assertion
 * on TPC after a rejection checks that TPC stayed at the instruction, and
 * the fault address of a fault without an address of its own (the model's
 * SetFault(code, ReadTPC())) is the fault record's PC.
 * Command words (block starts and stops) run the same way.
 * Assertions on model state ptosim does not keep are not ported; each
 * case names which kinds it left out (SC_SKIP_*). */
#ifndef PTOSIM_TEST_SCALAR_AVS_H
#define PTOSIM_TEST_SCALAR_AVS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum sc_opcode {
    SC_END = 0,
    SC_RESET,   /* ResetProfileState */
    SC_ACR,     /* SetCurrentACR(a) */
    SC_CLRF,    /* ClearFault, RecoverTrapContext */
    SC_TPC,     /* WriteTPC(x) */
    SC_BPC,     /* WriteBPC(x) */
    SC_CARG,    /* _CommitArgument = x */
    SC_RA,      /* _ReturnAddress = x */
    SC_GPR,     /* WriteGPR(a, x) */
    SC_PUSH,    /* PushTemporaryQueue(a == 0: T, 1: U, x) */
    SC_QSET,    /* _TQueue[[b]] = x (a == 0) / _UQueue (a == 1), valid */
    SC_STORE,   /* Store(x, a bytes, y) */
    SC_BEGIN,   /* BeginBundle(kind a, transfer b, target x, sequential y, taken c) */
    SC_BODY,    /* EnterBundleBody */
    SC_RESETB,  /* ResetBundleControlState */
    SC_EXEC,    /* ExecuteScalarInstruction(x, a bits) == Executed (b 0) / Rejected (b 1) / unchecked (b 2) */
    SC_DECODE,  /* DecodeScalarForm(x, a bits) is the form of mnemonic s */
    SC_FIELD,   /* DecodeScalarOperandRaw(x, a bits, field s) == y */
    SC_CGPR,    /* ReadGPR(a) == x */
    SC_CTPC,    /* ReadTPC() == x */
    SC_CTPC_F,  /* ReadTPC() after a rejection: TPC is the faulting instruction's */
    SC_CFAULT,  /* _LastFault == kind a */
    SC_CFADDR,  /* _FaultAddress == x */
    SC_CFPC,    /* the trap context's TPC == x: the fault record's PC */
    SC_CQ,      /* ReadTemporaryQueue(a == 0: T, 1: U, b) == x */
    SC_CQE,     /* !TemporaryQueueSourceAvailable(a, b) */
    SC_CCARG,   /* _CommitArgument == x */
    SC_CRA,     /* _ReturnAddress == x */
    SC_CMEM,    /* the a bytes at x read y (a store event's value, LoadUnsigned) */
    SC_CCAUSE,  /* _ACRTrapCause[[0]] == x */
    SC_CTAKEN,  /* _BARG.taken == a */
    SC_QFILL,   /* T#k+1 = x + k * z and U#k+1 = y + k * z for k = 0..3, all valid */
    SC_GSEQ,    /* GPR r = r * 0x111 for r = a..b */
    SC_GSAME,   /* GPR r = x for r = a..b */
    SC_CBPC,    /* ReadBPC() == x */
    SC_CBLK,    /* _BundleActive == a, _BundleBodyActive == b (0xff: not checked) */
    SC_CBARG,   /* _BARG.block_type == kind a, transfer_type == b (0xff: not checked) */
    SC_CBPCN,   /* _BARG.bpcn == x */
    SC_SBPCN,   /* _BARG.bpcn = x */
    SC_STOPAT,  /* StopBundleAt(x): a C.BSTOP (0x0000) at x - 2, its result unchecked */
    SC_CTGT,    /* _BundleCommitTargetSet == a */
    SC_DECODE_NI /* DecodeCommandForm(x, a bits) is the form of mnemonic s, which ptosim does not execute */
};

/* Assertion kinds on model state ptosim does not keep, left out. */
enum {
    SC_SKIP_CYCLE = 1,     /* _SystemRegisters.cycle (no cycle counter) */
    SC_SKIP_CONTRACT = 2,  /* the model's form classification and InstructionContract* helpers */
    SC_SKIP_EVENTS = 4,    /* memory-event capture records (order, agent, kind; the values are checked) */
    SC_SKIP_TRAP = 8,      /* the trap context and vector (ptosim stops at the fault: decisions D20) */
    SC_SKIP_FENCE = 16,    /* cache epochs and reservations (FENCE has no observable effect: decisions D23) */
    SC_SKIP_FLOATING = 32  /* a floating (BSTART.FP) block the test sets up is a standard block here:
                              ptosim executes no floating blocks */
};

typedef struct sc_op {
    uint8_t op, a, b, c;
    uint64_t x, y, z;
    const char *s;
} sc_op;

typedef struct sc_case {
    const char *id, *path;
    const sc_op *ops;
    unsigned skipped;
} sc_case;

#define SC_R {SC_RESET, 0, 0, 0, 0, 0, 0, 0}
#define SC_A(n) {SC_ACR, n, 0, 0, 0, 0, 0, 0}
#define SC_CF {SC_CLRF, 0, 0, 0, 0, 0, 0, 0}
#define SC_T(v) {SC_TPC, 0, 0, 0, v, 0, 0, 0}
#define SC_BP(v) {SC_BPC, 0, 0, 0, v, 0, 0, 0}
#define SC_CA(v) {SC_CARG, 0, 0, 0, v, 0, 0, 0}
#define SC_RA_(v) {SC_RA, 0, 0, 0, v, 0, 0, 0}
#define SC_G(r, v) {SC_GPR, r, 0, 0, v, 0, 0, 0}
#define SC_P(q, v) {SC_PUSH, q, 0, 0, v, 0, 0, 0}
#define SC_Q(q, i, v) {SC_QSET, q, i, 0, v, 0, 0, 0}
#define SC_S(a, n, v) {SC_STORE, n, 0, 0, a, v, 0, 0}
#define SC_BG(k, t, tg, sq, tk) {SC_BEGIN, k, t, tk, tg, sq, 0, 0}
#define SC_BB {SC_BODY, 0, 0, 0, 0, 0, 0, 0}
#define SC_RB {SC_RESETB, 0, 0, 0, 0, 0, 0, 0}
#define SC_E(w, n, r) {SC_EXEC, n, r, 0, w, 0, 0, 0}
#define SC_D(w, n, mn) {SC_DECODE, n, 0, 0, w, 0, 0, mn}
#define SC_FD(w, n, f, v) {SC_FIELD, n, 0, 0, w, v, 0, f}
#define SC_CG(r, v) {SC_CGPR, r, 0, 0, v, 0, 0, 0}
#define SC_CT(v) {SC_CTPC, 0, 0, 0, v, 0, 0, 0}
#define SC_CTF {SC_CTPC_F, 0, 0, 0, 0, 0, 0, 0}
#define SC_CFL(k) {SC_CFAULT, k, 0, 0, 0, 0, 0, 0}
#define SC_CFA(v) {SC_CFADDR, 0, 0, 0, v, 0, 0, 0}
#define SC_CFP(v) {SC_CFPC, 0, 0, 0, v, 0, 0, 0}
#define SC_CQ_(q, k, v) {SC_CQ, q, k, 0, v, 0, 0, 0}
#define SC_CQE_(q, k) {SC_CQE, q, k, 0, 0, 0, 0, 0}
#define SC_CCA(v) {SC_CCARG, 0, 0, 0, v, 0, 0, 0}
#define SC_CRA_(v) {SC_CRA, 0, 0, 0, v, 0, 0, 0}
#define SC_CM(a, n, v) {SC_CMEM, n, 0, 0, a, v, 0, 0}
#define SC_CC(v) {SC_CCAUSE, 0, 0, 0, v, 0, 0, 0}
#define SC_CTK(b) {SC_CTAKEN, b, 0, 0, 0, 0, 0, 0}
#define SC_QF(t, u, d) {SC_QFILL, 0, 0, 0, t, u, d, 0}
#define SC_GN(a, b) {SC_GSEQ, a, b, 0, 0, 0, 0, 0}
#define SC_GS(a, b, v) {SC_GSAME, a, b, 0, v, 0, 0, 0}
#define SC_CBP(v) {SC_CBPC, 0, 0, 0, v, 0, 0, 0}
#define SC_CBK(act, body) {SC_CBLK, act, body, 0, 0, 0, 0, 0}
#define SC_CBA(k, t) {SC_CBARG, k, t, 0, 0, 0, 0, 0}
#define SC_CBN(v) {SC_CBPCN, 0, 0, 0, v, 0, 0, 0}
#define SC_SBN(v) {SC_SBPCN, 0, 0, 0, v, 0, 0, 0}
#define SC_STOP(v) {SC_STOPAT, 0, 0, 0, v, 0, 0, 0}
#define SC_CTG(b) {SC_CTGT, b, 0, 0, 0, 0, 0, 0}
#define SC_DNI(w, n, mn) {SC_DECODE_NI, n, 0, 0, w, 0, 0, mn}
#define SC_X {SC_END, 0, 0, 0, 0, 0, 0, 0}

/* Runs every case; prints each failing case's id, path, step and reason
 * (cmocka print_message) and returns the number of failing cases. */
unsigned sc_run_cases(const sc_case *cases, size_t n);

#endif
