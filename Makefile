# Earshot: two commands from a fresh clone.
#   make run    install what is missing, build, open the REPL on scenarios/tour.yaml
#   make test   install what is missing, run every test and every shipped script

SCENARIO ?= scenarios/tour.yaml
SWIFT ?= swift
EARSHOT = .build/debug/earshot

.PHONY: run test build deps test-deps scripts golden lint bench check-seeds fuzz fuzz-build fuzz-coverage-build fuzz-scenario fuzz-voices fuzz-scripts fuzz-import fuzz-courses fuzz-golden fuzz-synthesis clean

run: build
	$(EARSHOT) $(SCENARIO)

build: deps
	$(SWIFT) build --product earshot

# Tests that time live sound against a real sound server run on their own after the
# rest: beside the browser and process-heavy suites, a starved null sink lags.
LIVE_SOUND_TESTS = LiveSoundTests|LivePlayerTests|ReadingCutOffTests

# The browser suites alone (make test-playground), e.g. to run them several times.
BROWSER_TESTS = PlaygroundBrowserTests|ClassroomBrowserTests

test: test-deps lint
	$(SWIFT) build
	$(SWIFT) test --skip '$(LIVE_SOUND_TESTS)'
	$(SWIFT) test --filter '$(LIVE_SOUND_TESTS)'
	$(MAKE) --no-print-directory scripts

test-playground: test-deps
	$(SWIFT) test --filter '$(BROWSER_TESTS)'

# Every shipped scenario validates and its script's expectations hold on both platforms.
scripts:
	$(EARSHOT) validate scenarios/*.yaml
	@for scenario in scenarios/*.yaml; do \
	  $(EARSHOT) play "$$scenario" --no-audio < /dev/null > /dev/null || exit $$?; \
	done
	@echo "scripts: every shipped scenario's expectations hold"

# The seed documents' quoted examples, as the tests keep them, against the documents
# themselves, for whoever has them (make check-seeds SEEDS=DIR); the tests do not need them.
check-seeds:
	@test -n "$(SEEDS)" -a -d "$(SEEDS)" || { echo "check-seeds: give the seed documents' folder: make check-seeds SEEDS=path/to/seeds"; exit 2; }
	@mkdir -p .build && scripts/seed-examples.py "$(SEEDS)" > .build/seed-examples.tsv && grep -v "^#" Tests/Fixtures/seeds/announcement-examples.tsv | diff -u - .build/seed-examples.tsv \
	  && echo "check-seeds: Tests/Fixtures/seeds matches $(SEEDS)"

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test

# The house style (.swift-format); `swift format -i -r Sources Tests Benchmarks` applies it.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Benchmarks Plugins Tools Fuzz Package.swift

# The conformance figure (docs/fidelity.md): every case of Tests/Fixtures/conformance/cases.tsv
# against what Earshot says; rewrites the page's generated section and prints it.
.PHONY: conformance
conformance:
	EARSHOT_UPDATE_CONFORMANCE=1 $(SWIFT) test --filter ConformanceTests

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
bench: test-deps bench-voices
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product earshot
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product earshot-bench
	.build/release/earshot-bench

# How well an offline recogniser (pocketsphinx, in a venv of its own) understands eSpeak NG's
# en-us voice and the two stand-in voices on the same text (docs/performance.md, "Voices").
.PHONY: bench-voices
bench-voices:
	@.build/voice-venv/bin/python -c 'import pocketsphinx' 2>/dev/null || { python3 -m venv .build/voice-venv && .build/voice-venv/bin/pip install --quiet pocketsphinx; }
	nice -n 10 .build/voice-venv/bin/python scripts/voice-intelligibility.py

# Fuzzing (docs/fuzzing.md): each libFuzzer target (C-touching ones with AddressSanitizer) one at a time,
# for FUZZ_RUNS executions from its seeds; a finding is written to Fuzz/ as crash-*.
# The voice fuzzer writes each input as a file: in /dev/shm (memory) it runs 6x faster than on disk.
FUZZ_RUNS ?= 1000000
FUZZ_FLAGS = -runs=$(FUZZ_RUNS) -timeout=5 -detect_leaks=0 -print_final_stats=1
FUZZ_BIN = .build-asan/release
# Targets of Swift code only (no C beyond what their tests reach) run coverage-only: Swift's
# own bounds and overflow checks trap, which libFuzzer reports, at many times ASan's speed.
FUZZ_COVERAGE_BIN = .build-fuzz/release
# Swift's crash handler would answer a trap before libFuzzer, which then writes no crash- file.
FUZZ_ENV = SWIFT_BACKTRACE=enable=no

fuzz: fuzz-scenario fuzz-voices fuzz-scripts fuzz-import fuzz-courses fuzz-golden

fuzz-build: test-deps
	cd Fuzz && EARSHOT_FUZZ_SANITIZERS=fuzzer,address $(SWIFT) build -c release --scratch-path .build-asan \
	  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld

fuzz-coverage-build: test-deps
	cd Fuzz && $(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld

fuzz-scenario: fuzz-build
	mkdir -p Fuzz/corpus-work
	cd Fuzz && $(FUZZ_ENV) ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/ScenarioLoaderFuzzer corpus-work corpus \
	  -dict=scenario.dict $(FUZZ_FLAGS)

fuzz-voices: fuzz-build
	mkdir -p Fuzz/corpus-work-voices
	cd Fuzz && $(FUZZ_ENV) TMPDIR=/dev/shm ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/VoiceFileFuzzer corpus-work-voices ../voices \
	  -dict=voice.dict -max_len=4096 $(FUZZ_FLAGS)

fuzz-scripts: fuzz-build
	mkdir -p Fuzz/corpus-work-scripts Fuzz/corpus-scripts
	Fuzz/seed-scripts.py Fuzz/corpus-scripts
	cd Fuzz && $(FUZZ_ENV) ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/ScriptParserFuzzer corpus-work-scripts corpus-scripts \
	  -dict=script.dict -max_len=4096 $(FUZZ_FLAGS)

# Every import fixture is a seed: each format's reader starts from real dumps.
fuzz-import: fuzz-coverage-build
	mkdir -p Fuzz/corpus-work-import
	cd Fuzz && $(FUZZ_ENV) $(FUZZ_COVERAGE_BIN)/ImportFuzzer corpus-work-import corpus-import ../Tests/Fixtures/import \
	  -dict=import.dict -max_len=20480 $(FUZZ_FLAGS)

# Each reader on its own, for FUZZ_RUNS executions each: every input read as that format, as
# `import --format NAME` does, whatever it looks like (docs/fuzzing.md); its own corpus folder.
.PHONY: fuzz-import-readers
IMPORT_FORMATS ?= flutter react-native espresso accessibility-node-info maestro maestro-ios \
  uiautomator appium appium-ios compose idb xcuitest
fuzz-import-readers: fuzz-coverage-build
	@for format in $(IMPORT_FORMATS); do \
	  echo "fuzz-import-readers: $$format"; mkdir -p Fuzz/corpus-work-import-$$format; \
	  (cd Fuzz && $(FUZZ_ENV) EARSHOT_FUZZ_FORMAT=$$format $(FUZZ_COVERAGE_BIN)/ImportFuzzer \
	    corpus-work-import-$$format corpus-import ../Tests/Fixtures/import -dict=import.dict -max_len=20480 \
	    $(FUZZ_FLAGS)) || exit $$?; \
	done

# Courses go through libyaml (C), so under AddressSanitizer; each input is written as a file.
fuzz-courses: fuzz-build
	mkdir -p Fuzz/corpus-work-courses
	cd Fuzz && $(FUZZ_ENV) TMPDIR=/dev/shm ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN)/CourseFuzzer corpus-work-courses corpus-courses \
	  ../courses -dict=course.dict -max_len=4096 $(FUZZ_FLAGS)

# Approved transcripts against the drawer's: the shipped goldens are the seeds.
fuzz-golden: fuzz-coverage-build
	mkdir -p Fuzz/corpus-work-golden
	cd Fuzz && $(FUZZ_ENV) TMPDIR=/dev/shm $(FUZZ_COVERAGE_BIN)/GoldenFuzzer corpus-work-golden corpus-golden ../Tests/Golden/transcripts \
	  -dict=golden.dict -max_len=8192 $(FUZZ_FLAGS)

# Voice synthesis against libespeak-ng 1.51 built with AddressSanitizer (Fuzz/build-espeak-asan.sh
# from an eSpeak NG 1.51 source tree into ESPEAK_ASAN; docs/fuzzing.md). Not part of `make fuzz`:
# the library is built from a source checkout, and it runs at tens of inputs a second.
ESPEAK_ASAN ?= Fuzz/.espeak-asan
fuzz-synthesis: fuzz-build
	@test -f $(ESPEAK_ASAN)/libespeak-ng.so.1 || { echo "no $(ESPEAK_ASAN)/libespeak-ng.so.1: build it with Fuzz/build-espeak-asan.sh (docs/fuzzing.md)"; exit 2; }
	mkdir -p Fuzz/corpus-work-synthesis
	cd Fuzz && $(FUZZ_ENV) LD_LIBRARY_PATH=$(abspath $(ESPEAK_ASAN)) TMPDIR=/dev/shm ASAN_OPTIONS=detect_leaks=0 \
	  $(FUZZ_BIN)/VoiceSynthesisFuzzer corpus-work-synthesis corpus-synthesis -max_len=200 -len_control=0 \
	  -runs=$(FUZZ_RUNS) -timeout=120 -detect_leaks=0 -print_final_stats=1

# Issue 36's sweep (docs/fuzzing.md): every voice keyword the checker accepts, at its bounds,
# x the settings' extremes x every shipped locale's language, speaking the readers' longest
# phrases through the AddressSanitizer build of eSpeak NG 1.51. Deterministic; SWEEP_SHARD=I/N
# runs a share of it (two shards, one a core, take about half the time).
.PHONY: voice-sweep
SWEEP_SHARD ?= 0/1
voice-sweep: test-deps
	@test -f $(ESPEAK_ASAN)/libespeak-ng.so.1 || { echo "no $(ESPEAK_ASAN)/libespeak-ng.so.1: build it with Fuzz/build-espeak-asan.sh (docs/fuzzing.md)"; exit 2; }
	cd Fuzz && $(SWIFT) build --product VoiceSweep --scratch-path .build-sweep -Xswiftc -sanitize=address \
	  -Xcc -fsanitize=address
	cd Fuzz && $(FUZZ_ENV) LD_LIBRARY_PATH=$(abspath $(ESPEAK_ASAN)) TMPDIR=/dev/shm ASAN_OPTIONS=detect_leaks=0 \
	  .build-sweep/debug/VoiceSweep --shard $(SWEEP_SHARD)

# Install as a command-line tool: PREFIX/bin/earshot (a release build with the Swift
# runtime inside, so it runs without the toolchain), its voices, scenarios and courses
# in PREFIX/share/earshot (found from the executable's own place, or EARSHOT_HOME),
# bash, zsh and fish completions where Debian's shells look, and the man page
# (ArgumentParser's generate-manual). DESTDIR stages a package.
PREFIX ?= /usr/local
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
SHARE = $(INSTALL_ROOT)/share
install: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product earshot
	$(SWIFT) build --product generate-manual
	install -d "$(INSTALL_ROOT)/bin" "$(SHARE)/earshot" "$(SHARE)/man/man1" \
	  "$(SHARE)/bash-completion/completions" "$(SHARE)/zsh/vendor-completions" "$(SHARE)/fish/vendor_completions.d"
	install -m 755 .build/release/earshot "$(INSTALL_ROOT)/bin/earshot"
	cp -R voices scenarios courses "$(SHARE)/earshot/"
	.build/release/earshot --generate-completion-script bash > "$(SHARE)/bash-completion/completions/earshot"
	.build/release/earshot --generate-completion-script zsh > "$(SHARE)/zsh/vendor-completions/_earshot"
	.build/release/earshot --generate-completion-script fish > "$(SHARE)/fish/vendor_completions.d/earshot.fish"
	.build/debug/generate-manual .build/release/earshot --output-directory "$(SHARE)/man/man1"
	@# mdoc warns of every empty line the help text leaves; paragraphs are .Pp already.
	sed -i "/^$$/d" "$(SHARE)/man/man1/earshot.1"
	@echo "installed earshot in $(INSTALL_ROOT)/bin (its data in $(SHARE)/earshot)"

# make install checked as a user meets it: an empty prefix, then play, voices, man, completion.
check-install:
	scripts/check-install.sh

# Releases (docs/ci.md): one release build for both; the archive, dist/earshot-VERSION-linux-x86_64.tar.gz,
# and the Debian package, dist/earshot_VERSION_amd64.deb, each with a .sha256; check-release
# installs both on fresh Debian 12 roots with Swift hidden and uses them as a user would.
.PHONY: release-build dist deb check-release
release-build:
	@scripts/install-deps.sh --release
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product earshot
	$(SWIFT) build --product generate-manual

dist: release-build
	scripts/release/make-dist.sh

deb: release-build
	scripts/release/make-deb.sh

check-release: dist deb
	scripts/release/check-release.sh

uninstall:
	rm -f "$(INSTALL_ROOT)/bin/earshot" "$(SHARE)/man/man1/earshot.1" \
	  "$(SHARE)/bash-completion/completions/earshot" "$(SHARE)/zsh/vendor-completions/_earshot" \
	  "$(SHARE)/fish/vendor_completions.d/earshot.fish"
	rm -rf "$(SHARE)/earshot"

clean:
	rm -rf .build
