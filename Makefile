# The two commands of the README: `make run` and `make test`.
BUILD      ?= build
SAN_BUILD  ?= build-san
JOBS       ?= 2

.PHONY: all run test test-fast test-san test-slow bench deps-run deps-test clean

all: $(BUILD)/ptosim

deps-run:
	@sh scripts/deps.sh run
deps-test:
	@sh scripts/deps.sh test

$(BUILD)/build.ninja: CMakeLists.txt | deps-run
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null

$(BUILD)/ptosim: deps-run $(BUILD)/build.ninja FORCE
	cmake --build $(BUILD) -j $(JOBS)

# Build and run the bundled example program.
run: $(BUILD)/ptosim
	./$(BUILD)/ptosim run examples/seeds.s

# All fast tests, in an optimised build and again under ASan and UBSan.
test: deps-test
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest -L fast --output-on-failure -j $(JOBS)
	cmake -S . -B $(SAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DPTOSIM_SANITIZE=ON -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(SAN_BUILD) -j $(JOBS)
	cd $(SAN_BUILD) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest -L fast --output-on-failure -j $(JOBS)
	@echo "ptosim: all tests passed in the optimised and the sanitizer build"

test-slow: deps-test
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=ON >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest -L slow --output-on-failure

bench: $(BUILD)/ptosim
	./$(BUILD)/ptosim-bench

clean:
	rm -rf $(BUILD) $(SAN_BUILD)

FORCE:
