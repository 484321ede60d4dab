# Earshot: two commands from a fresh clone.
#   make run    install what is missing, build, open the REPL on scenarios/tour.yaml
#   make test   install what is missing, run every test and every shipped script

SCENARIO ?= scenarios/tour.yaml
SWIFT ?= swift
EARSHOT = .build/debug/earshot

.PHONY: run test build deps test-deps scripts golden lint bench fuzz fuzz-build fuzz-scenario fuzz-voices fuzz-scripts clean

run: build
	$(EARSHOT) $(SCENARIO)

build: deps
	$(SWIFT) build --product earshot

# Tests that time live sound against a real sound server run on their own after the
# rest: beside the browser and process-heavy suites, a starved null sink lags.
LIVE_SOUND_TESTS = LiveSoundTests|LivePlayerTests|ReadingCutOffTests

test: test-deps lint
	$(SWIFT) build
	$(SWIFT) test --skip '$(LIVE_SOUND_TESTS)'
	$(SWIFT) test --filter '$(LIVE_SOUND_TESTS)'
	$(MAKE) --no-print-directory scripts

# Every shipped scenario validates and its script's expectations hold on both platforms.
scripts:
	$(EARSHOT) validate scenarios/*.yaml
	@for scenario in scenarios/*.yaml; do \
	  $(EARSHOT) play "$$scenario" --no-audio < /dev/null > /dev/null || exit $$?; \
	done
	@echo "scripts: every shipped scenario's expectations hold"

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test

# The house style (.swift-format); `swift format -i -r Sources Tests Benchmarks` applies it.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Benchmarks Plugins Tools Package.swift

# Approve what every shipped scenario, and every imported fixture dump, now says
# (review the diff before committing).
golden: build
	scripts/golden-transcripts.sh Tests/Golden/transcripts
	scripts/golden-imports.sh Tests/Golden/imports
	@git --no-pager diff --stat -- Tests/Golden/transcripts Tests/Golden/imports || true

# Speed targets (docs/performance.md): a release build, then every measure printed as a table.
# The release build links the Swift runtime and Foundation into the binary
# (--static-swift-stdlib): the dynamic loader's work at start-up drops by more than
# half, which brings cold start under wave 1's; the binary grows from 17 MB to 88 MB
# (Foundation's ICU data). `make bench RELEASE_FLAGS=` builds against the shared
# libraries instead. `make run` and `make test` use the debug build, unaffected.
RELEASE_FLAGS ?= --static-swift-stdlib
bench: test-deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product earshot
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product earshot-bench
	.build/release/earshot-bench

# Fuzzing (docs/fuzzing.md): each libFuzzer target with AddressSanitizer, one at a time,
# for FUZZ_RUNS executions from its seeds; a finding is written to Fuzz/ as crash-*.
# The voice fuzzer writes each input as a file: in /dev/shm (memory) it runs 6x faster than on disk.
FUZZ_RUNS ?= 1000000
FUZZ_FLAGS = -runs=$(FUZZ_RUNS) -timeout=5 -detect_leaks=0 -print_final_stats=1
FUZZ_BIN = .build-asan/release

fuzz: fuzz-scenario fuzz-voices fuzz-scripts

fuzz-build: test-deps
	cd Fuzz && EARSHOT_FUZZ_SANITIZERS=fuzzer,address $(SWIFT) build -c release --scratch-path .build-asan \
	  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld

fuzz-scenario: fuzz-build
	mkdir -p Fuzz/corpus-work
	cd Fuzz && ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/ScenarioLoaderFuzzer corpus-work corpus \
	  -dict=scenario.dict $(FUZZ_FLAGS)

fuzz-voices: fuzz-build
	mkdir -p Fuzz/corpus-work-voices
	cd Fuzz && TMPDIR=/dev/shm ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/VoiceFileFuzzer corpus-work-voices ../voices \
	  -dict=voice.dict -max_len=4096 $(FUZZ_FLAGS)

fuzz-scripts: fuzz-build
	mkdir -p Fuzz/corpus-work-scripts Fuzz/corpus-scripts
	Fuzz/seed-scripts.py Fuzz/corpus-scripts
	cd Fuzz && ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/ScriptParserFuzzer corpus-work-scripts corpus-scripts \
	  -dict=script.dict -max_len=4096 $(FUZZ_FLAGS)

clean:
	rm -rf .build
