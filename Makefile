# The two commands of the README: `make run` and `make test`.
BUILD      ?= build
RUN_BUILD  ?= build-run
PREFIX     ?= /usr/local
SAN_BUILD  ?= build-san
CLANG_BUILD ?= build-clang
# The tests of the numeric core, the fast paths and the host's floating-point
# environment, run again with the library built by clang-14 (a compiler that
# moves or drops floating-point exceptions breaks them).
CLANG_TESTS  ?= test_num test_num_bundles test_fastpaths test_engine_semantics test_tcvt test_unary
space := $(subst ,, )
JOBS       ?= 2

.PHONY: all run install test test-fast test-san test-slow test-exhaustive bench deps-run deps-test clean fuzz

all: $(RUN_BUILD)/ptosim

deps-run:
	@sh scripts/deps.sh run
deps-test:
	@sh scripts/deps.sh test

# The run build: its own directory, tests off, so it needs only the run
# packages of scripts/deps.sh.
$(RUN_BUILD)/build.ninja: CMakeLists.txt | deps-run
	cmake -S . -B $(RUN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=OFF >/dev/null

$(RUN_BUILD)/ptosim: deps-run $(RUN_BUILD)/build.ninja FORCE
	cmake --build $(RUN_BUILD) -j $(JOBS)

# Build and run the bundled example program.
run: $(RUN_BUILD)/ptosim
	./$(RUN_BUILD)/ptosim run examples/seeds.s

# Headers, libraries, the command, ptosim.pc and the CMake package under PREFIX.
install: $(RUN_BUILD)/ptosim
	cmake --install $(RUN_BUILD) --prefix $(PREFIX)

# All fast tests, in an optimised build and again under ASan and UBSan.
test: deps-test
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest -L fast --output-on-failure -j $(JOBS)
	cmake -S . -B $(SAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DPTOSIM_SANITIZE=ON -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(SAN_BUILD) -j $(JOBS)
	cd $(SAN_BUILD) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest -L fast --output-on-failure -j $(JOBS)
	cmake -S . -B $(CLANG_BUILD) -G Ninja -DCMAKE_C_COMPILER=clang-14 -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(CLANG_BUILD) -j $(JOBS) --target ptosim ptosim-shared ptosim-cli ptosim-bench c-examples $(CLANG_TESTS)
	cd $(CLANG_BUILD) && ctest -R '^($(subst $(space),|,$(strip $(CLANG_TESTS))))$$' --output-on-failure -j $(JOBS)
	@echo "ptosim: all tests passed in the optimised and the sanitizer build, and the floating-point ones built by clang-14"

test-slow: deps-test
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest -L slow --output-on-failure

# Every FP32 input of TEXP, TLOG and TRSQRT against MPFR (hours on one core).
test-exhaustive: deps-test
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest -L exhaustive --output-on-failure

# Fuzzing: the libFuzzer harnesses of tests/fuzz, built with clang-14 under
# ASan and UBSan, each run for FUZZ_SECONDS (needs clang-14 and
# libclang-rt-14-dev).  New inputs go to $(FUZZ_BUILD)/fuzz-work/<harness>.
FUZZ_BUILD   ?= build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_CC      ?= clang-14
FUZZ_NAMES   := $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))

fuzz: deps-test
	@command -v $(FUZZ_CC) >/dev/null || { echo "make fuzz needs $(FUZZ_CC) (apt-get install clang-14 libclang-rt-14-dev)"; exit 1; }
	cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCMAKE_C_COMPILER=$(FUZZ_CC) -DCMAKE_BUILD_TYPE=Release \
	  -DPTOSIM_SANITIZE=ON -DPTOSIM_TESTS=ON -DPTOSIM_FUZZ=ON -DCMAKE_C_FLAGS=-fsanitize=fuzzer-no-link >/dev/null
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target $(addprefix fuzz_,$(FUZZ_NAMES))
	@for h in $(FUZZ_NAMES); do \
	  echo "== fuzz_$$h: $(FUZZ_SECONDS) s"; \
	  mkdir -p $(FUZZ_BUILD)/tests/fuzz-work/$$h; \
	  log=$(FUZZ_BUILD)/fuzz_$$h.log; \
	  seeds=tests/fuzz/corpus/$$h; [ -d $$seeds ] || seeds=tests/fuzz/corpus/program; \
	  ./$(FUZZ_BUILD)/tests/fuzz_$$h -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_BUILD)/ $(FUZZ_BUILD)/tests/fuzz-work/$$h $$seeds >$$log 2>&1; \
	  rc=$$?; grep -E "stat::number_of_executed_units|Test unit written" $$log; \
	  if [ $$rc != 0 ]; then tail -n 60 $$log; exit 1; fi; \
	done

bench: $(RUN_BUILD)/ptosim
	./$(RUN_BUILD)/ptosim-bench
	@if [ -f $(BUILD)/build.ninja ] && cmake --build $(BUILD) -j $(JOBS) --target ptosim-bench-tilelib >/dev/null; \
	then ./$(BUILD)/ptosim-bench-tilelib; else echo "ptosim-bench-tilelib: C++, built by the test build (make test)"; fi

clean:
	rm -rf $(BUILD) $(RUN_BUILD) $(SAN_BUILD) $(CLANG_BUILD) $(FUZZ_BUILD)

FORCE:
