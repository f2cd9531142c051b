#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs each for a while.
#
#   Fuzz/run.sh [SECONDS] [TARGET ...]     run TARGETs (default: all) for SECONDS each (default 60)
#   Fuzz/run.sh --build [TARGET ...]       only build
#   Fuzz/run.sh --list                     list the targets
#
# The library (Sources/ContrastAudit) and the command line (Sources/audit without main.swift) are compiled
# once into static libraries with -sanitize=fuzzer,address and cached in Fuzz/.build (rebuilt when a source
# changes); each target is Fuzz/Targets/NAME.swift plus Fuzz/Support/*.swift, linked against them.
# A run starts from Fuzz/Seeds/NAME and the corpus kept in Fuzz/.build/corpus/NAME, uses
# Fuzz/Dictionaries/NAME.dict when present, and saves a crashing input to Fuzz/Crashes/NAME/. The script
# exits 1 when any target crashed, leaked, timed out or ran out of memory.
#
# Environment: FUZZ_JOBS (parallel libFuzzer jobs per target, default 1), FUZZ_NICE (niceness, default 10),
# FUZZ_FLAGS (extra libFuzzer flags, e.g. "-max_len=8192"), FUZZ_OPT (-O by default; -Onone builds faster).
set -euo pipefail
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$fuzz_dir")
build="$fuzz_dir/.build"
nice_level=${FUZZ_NICE:-10}
opt=${FUZZ_OPT:--O}
jobs=${FUZZ_JOBS:-1}

all_targets() {
    for file in "$fuzz_dir"/Targets/*.swift; do basename "$file" .swift; done
}

if [ "${1:-}" = "--list" ]; then
    all_targets
    exit 0
fi
build_only=0
seconds=60
if [ "${1:-}" = "--build" ]; then
    build_only=1
    shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then mapfile -t targets < <(all_targets); fi
for target in "${targets[@]}"; do
    if [ ! -f "$fuzz_dir/Targets/$target.swift" ]; then
        echo "error: no fuzz target \"$target\"; expected one of: $(all_targets | tr '\n' ' ')" >&2
        exit 2
    fi
done

swiftc=${SWIFTC:-swiftc}
flags=("$opt" -g -sanitize=fuzzer,address -parse-as-library -enable-testing -package-name contrastaudit)
mkdir -p "$build/lib"
# libFuzzer reports crashes itself; the Swift runtime's backtracer would only delay it.
export SWIFT_BACKTRACE=enable=no
# Leaks inside Foundation that the library cannot avoid (Fuzz/lsan.supp); leaks of our own code still fail.
export LSAN_OPTIONS="suppressions=$fuzz_dir/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# A stamp of what a build depends on: the files given, the flags and the compiler.
stamp() {
    { "$swiftc" --version 2>&1; echo "${flags[*]}"; cat "$@"; } | sha256sum | cut -d' ' -f1
}

# up_to_date OUTPUT DIGEST: whether OUTPUT exists and was built from DIGEST.
up_to_date() {
    [ -f "$1" ] && [ -f "$1.stamp" ] && [ "$(cat "$1.stamp")" = "$2" ]
}

# build_library NAME DEPENDENCY_STAMP SOURCES...: the static library and module NAME in $build/lib.
build_library() {
    local name=$1 dependency=$2
    shift 2
    local output="$build/lib/lib$name.a" digest
    digest=$(stamp "$dependency" "$@")
    if up_to_date "$output" "$digest"; then return; fi
    echo "fuzz: compiling $name ($# files)" >&2
    local start=$SECONDS
    rm -f "$output.stamp"
    nice -n "$nice_level" "$swiftc" "${flags[@]}" -module-name "$name" -I "$build/lib" -wmo -num-threads 1 \
        -emit-module -emit-module-path "$build/lib/$name.swiftmodule" \
        -emit-library -static -o "$output" "$@" 2> >(grep -v "Cannot export local symbol" >&2)
    echo "$digest" >"$output.stamp"
    echo "fuzz: compiled $name in $((SECONDS - start)) s" >&2
}

# build_target NAME: the fuzz binary $build/bin/NAME.
build_target() {
    local name=$1 output="$build/bin/$1" digest
    local sources=("$fuzz_dir"/Support/*.swift "$fuzz_dir/Targets/$name.swift")
    digest=$(stamp "$build/lib/libContrastAudit.a.stamp" "$build/lib/libaudit.a.stamp" "${sources[@]}")
    if up_to_date "$output" "$digest"; then return; fi
    mkdir -p "$build/bin"
    local start=$SECONDS
    rm -f "$output.stamp"
    nice -n "$nice_level" "$swiftc" "${flags[@]}" -module-name "Fuzz_$name" -I "$build/lib" -L "$build/lib" \
        "${sources[@]}" -laudit -lContrastAudit -lFoundationXML -lFoundation -o "$output" \
        2> >(grep -v "Cannot export local symbol" >&2)
    echo "$digest" >"$output.stamp"
    echo "fuzz: built $name in $((SECONDS - start)) s" >&2
}

mkdir -p "$build/lib"
mapfile -t library_sources < <(find "$repo/Sources/ContrastAudit" -name '*.swift' | LC_ALL=C sort)
mapfile -t cli_sources < <(find "$repo/Sources/audit" -name '*.swift' ! -name main.swift | LC_ALL=C sort)
build_library ContrastAudit /dev/null "${library_sources[@]}"
build_library audit "$build/lib/libContrastAudit.a.stamp" "${cli_sources[@]}"
for target in "${targets[@]}"; do build_target "$target"; done
if [ "$build_only" -eq 1 ]; then exit 0; fi

# run_target NAME: fuzzes NAME for $seconds; prints a summary line and returns libFuzzer's status.
run_target() {
    local name=$1
    local corpus="$build/corpus/$name" crashes="$fuzz_dir/Crashes/$name" log="$build/logs/$name.log"
    mkdir -p "$corpus" "$crashes" "$build/logs" "$fuzz_dir/Seeds/$name"
    local args=(-max_total_time="$seconds" -artifact_prefix="$crashes/" -timeout="${FUZZ_TIMEOUT:-30}"
        -rss_limit_mb=2048 -report_slow_units=60 -print_final_stats=1)
    if [ "$jobs" -gt 1 ]; then args+=(-jobs="$jobs" -workers="$jobs"); fi
    if [ -f "$fuzz_dir/Dictionaries/$name.dict" ]; then args+=(-dict="$fuzz_dir/Dictionaries/$name.dict"); fi
    # shellcheck disable=SC2206
    args+=(${FUZZ_FLAGS:-})
    local status=0
    (cd "$build/logs" && nice -n "$nice_level" "$build/bin/$name" "${args[@]}" "$corpus" "$fuzz_dir/Seeds/$name") \
        >"$log" 2>&1 || status=$?
    local runs time_s
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    time_s=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        echo "fuzz: $name: ${runs:-?} executions in ${time_s:-$seconds} s, corpus $(find "$corpus" -type f | wc -l) inputs, no crash"
    else
        echo "fuzz: $name: FAILED (libFuzzer exit $status) after ${runs:-?} executions; log $log" >&2
        grep -E '^(==[0-9]+==|SUMMARY|Fatal error|.*fuzz invariant failed|.*Swift runtime failure|.*artifact_prefix)' \
            "$log" | head -20 >&2 || true
    fi
    echo "$(date -u +%FT%TZ) $name seconds=$seconds runs=${runs:-?} status=$status" >>"$build/runs.log"
    return "$status"
}

failed=()
for target in "${targets[@]}"; do
    run_target "$target" || failed+=("$target")
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: crashes in: ${failed[*]} (inputs in Fuzz/Crashes/)" >&2
    exit 1
fi
