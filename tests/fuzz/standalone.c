/* A driver for the fuzz harnesses where libFuzzer is not available (gcc
 * builds): runs every corpus file, then random mutations of them, for a
 * time or run budget.  Usage:
 *   fuzz_x [-seconds=N] [-runs=N] [-seed=N] CORPUS_DIR_OR_FILE...
 * On a crash the current input is written to crash-<pid>.bin and printed
 * as hex. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct blob {
    uint8_t *p;
    size_t n;
} blob;

static blob *corpus;
static size_t ncorpus, capcorpus;
static const uint8_t *cur;
static size_t curlen;

static void dump_current(void)
{
    static int done;
    if (done || !cur) return;
    done = 1;
    char name[64];
    snprintf(name, sizeof name, "crash-%ld.bin", (long)getpid());
    FILE *f = fopen(name, "wb");
    if (f) {
        fwrite(cur, 1, curlen, f);
        fclose(f);
    }
    fprintf(stderr, "fuzz driver: crashing input (%zu bytes, saved as %s):", curlen, name);
    for (size_t i = 0; i < curlen; i++) fprintf(stderr, "%s%02x", i % 32 ? "" : "\n  ", cur[i]);
    fputc('\n', stderr);
}

static void on_signal(int sig)
{
    dump_current();
    signal(sig, SIG_DFL);
    raise(sig);
}

extern void __sanitizer_set_death_callback(void (*cb)(void)) __attribute__((weak));

static void add(const uint8_t *p, size_t n)
{
    if (ncorpus == capcorpus) {
        capcorpus = capcorpus ? capcorpus * 2 : 64;
        corpus = realloc(corpus, capcorpus * sizeof *corpus);
        if (!corpus) abort();
    }
    blob b = {malloc(n ? n : 1), n};
    if (!b.p) abort();
    memcpy(b.p, p, n);
    corpus[ncorpus++] = b;
}

static void add_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return;
    uint8_t buf[65536];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    add(buf, n);
}

static void add_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) return;
    if (!S_ISDIR(st.st_mode)) {
        add_file(path);
        return;
    }
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", path, e->d_name);
        add_file(full);
    }
    closedir(d);
}

static uint64_t rng_state = 0x243F6A8885A308D3ull;
static uint64_t rnd(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* One random mutation of buf[0..*n) (capacity cap). */
static void mutate(uint8_t *buf, size_t *n, size_t cap)
{
    static const char *const tokens[] = {"BSTART.VEC TADD, FP32\n", "BSTOP\n", "B.DIM LB0=6\n", "B.IOT T#1, U#1, mask=1100, last, ->T<128B>\n",
                                         ".tile U#1 FP32 size=128B cols=8 valid=2x6 mask=1100\n", ".fill U#1 pe=* = 1 2 3\n",
                                         ".gpr * a0 = 0x3f800000\n", ".word 0x00000001\n", ";", ",", " ", "#", "=", "\n",
                                         "0x", "-", "..", "\xff", "T#", "<", ">"};
    switch (rnd() % 8) {
    case 0: /* flip a bit */
        if (*n) buf[rnd() % *n] ^= (uint8_t)(1u << (rnd() % 8));
        break;
    case 1: /* random byte */
        if (*n) buf[rnd() % *n] = (uint8_t)rnd();
        break;
    case 2: /* insert random bytes */
    {
        size_t k = 1 + rnd() % 8, at = *n ? rnd() % (*n + 1) : 0;
        if (*n + k > cap) break;
        memmove(buf + at + k, buf + at, *n - at);
        for (size_t i = 0; i < k; i++) buf[at + i] = (uint8_t)rnd();
        *n += k;
        break;
    }
    case 3: /* delete bytes */
    {
        if (!*n) break;
        size_t at = rnd() % *n, k = 1 + rnd() % 8;
        if (at + k > *n) k = *n - at;
        memmove(buf + at, buf + at + k, *n - at - k);
        *n -= k;
        break;
    }
    case 4: /* splice from another corpus entry */
    {
        if (!ncorpus) break;
        const blob *b = &corpus[rnd() % ncorpus];
        if (!b->n) break;
        size_t from = rnd() % b->n, k = 1 + rnd() % (b->n - from), at = *n ? rnd() % (*n + 1) : 0;
        if (*n + k > cap) break;
        memmove(buf + at + k, buf + at, *n - at);
        memcpy(buf + at, b->p + from, k);
        *n += k;
        break;
    }
    case 5: /* insert a token */
    {
        const char *t = tokens[rnd() % (sizeof tokens / sizeof tokens[0])];
        size_t k = strlen(t), at = *n ? rnd() % (*n + 1) : 0;
        if (*n + k > cap) break;
        memmove(buf + at + k, buf + at, *n - at);
        memcpy(buf + at, t, k);
        *n += k;
        break;
    }
    case 6: /* interesting 16-bit value at an even offset */
    {
        static const uint16_t v[] = {0, 1, 0xFFFF, 0x8000, 0x7FFF, 0x9181, 0x0013, 0x0043, 0x000F, 0x003C};
        if (*n < 2) break;
        size_t at = (rnd() % (*n - 1)) & ~(size_t)1;
        uint16_t x = v[rnd() % (sizeof v / sizeof v[0])];
        buf[at] = (uint8_t)x;
        buf[at + 1] = (uint8_t)(x >> 8);
        break;
    }
    default: /* truncate */
        if (*n) *n = rnd() % *n;
        break;
    }
}

int main(int argc, char **argv)
{
    double seconds = 10;
    unsigned long long runs = 0;
    for (int i = 1; i < argc; i++) {
        if (!strncmp(argv[i], "-seconds=", 9)) seconds = atof(argv[i] + 9);
        else if (!strncmp(argv[i], "-max_total_time=", 16)) seconds = atof(argv[i] + 16);
        else if (!strncmp(argv[i], "-runs=", 6)) runs = strtoull(argv[i] + 6, NULL, 10);
        else if (!strncmp(argv[i], "-seed=", 6)) rng_state = strtoull(argv[i] + 6, NULL, 10);
        else if (argv[i][0] != '-') add_path(argv[i]);
    }
    signal(SIGABRT, on_signal);
    signal(SIGSEGV, on_signal);
    signal(SIGFPE, on_signal);
    if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(dump_current);
    if (!ncorpus) add((const uint8_t *)"", 0);
    unsigned long long execs = 0;
    for (size_t i = 0; i < ncorpus; i++) {
        cur = corpus[i].p;
        curlen = corpus[i].n;
        LLVMFuzzerTestOneInput(cur, curlen);
        execs++;
    }
    enum { CAP = 8192 };
    static uint8_t buf[CAP];
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        if (runs && execs >= runs) break;
        if (!runs && (execs & 63u) == 0) {
            clock_gettime(CLOCK_MONOTONIC, &t);
            if ((double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) * 1e-9 >= seconds) break;
        }
        const blob *b = &corpus[rnd() % ncorpus];
        size_t n = b->n > CAP ? CAP : b->n;
        memcpy(buf, b->p, n);
        unsigned k = 1 + (unsigned)(rnd() % 6);
        for (unsigned j = 0; j < k; j++) mutate(buf, &n, CAP);
        cur = buf;
        curlen = n;
        LLVMFuzzerTestOneInput(buf, n);
        execs++;
        /* keep a few mutants as new material */
        if ((rnd() & 1023u) == 0 && ncorpus < 4096) add(buf, n);
    }
    cur = NULL;
    printf("fuzz driver: %llu executions, %zu inputs in the pool\n", execs, ncorpus);
    return 0;
}
