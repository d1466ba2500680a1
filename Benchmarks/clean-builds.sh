#!/usr/bin/env bash
# Clean builds of one small app package (Examples/PluginConsumer's Weather target and its tests) three ways, timed in
# one run, alternating:
#   source     Examples/PluginConsumer: the build plugin, its tool (modelgen-plugin-tool and ModelGenCore) built from
#              source (debug, for the host)
#   prebuilt   Examples/PrebuiltConsumer: the build plugin, modelgen from the artifact bundle
#   committed  a copy with the generated files committed and no dependency on modelgen
# Each measurement is `swift build --build-tests` then `swift test --skip-build` from an empty scratch folder; package
# resolution (checkouts, the bundle's extraction) is done first and not timed, so the network never counts.
#
#   bash Benchmarks/clean-builds.sh [ROUNDS]     (default 2; run `bash .ci/artifactbundle` first)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
rounds=${1:-2}

if [ ! -f Examples/PrebuiltConsumer/modelgen.artifactbundle.zip ] || [ ! -x .build-bundle/release/modelgen ]; then
    echo "error: run 'bash .ci/artifactbundle' first" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The committed-output copy: the same sources and tests, the specs replaced by what the plugin would generate.
committed="$work/CommittedConsumer"
mkdir -p "$committed/Sources" "$committed/Tests"
cp -RL Examples/PluginConsumer/Sources/Weather "$committed/Sources/Weather"
cp -RL Examples/PluginConsumer/Tests/WeatherTests "$committed/Tests/WeatherTests"
(
    cd "$committed/Sources/Weather"
    "$root/.build-bundle/release/modelgen" generate Forecast.yaml --config modelgen.yml --output Generated --quiet
    rm -f Forecast.yaml modelgen.yml Generated/.modelgen-cache
)
cat >"$committed/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CommittedConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "Weather"),
        .testTarget(name: "WeatherTests", dependencies: ["Weather"]),
    ],
    swiftLanguageModes: [.v6]
)
EOF

package_path() {
    case $1 in
    source) echo "$root/Examples/PluginConsumer" ;;
    prebuilt) echo "$root/Examples/PrebuiltConsumer" ;;
    committed) echo "$committed" ;;
    esac
}

# One clean build and test run; prints its seconds.
measure() {
    local path scratch start end
    path=$(package_path "$1")
    scratch="$work/scratch-$1"
    rm -rf "$scratch"
    swift package resolve --package-path "$path" --scratch-path "$scratch" >&2
    start=$(date +%s.%N)
    swift build --build-tests --package-path "$path" --scratch-path "$scratch" >&2
    swift test --skip-build --package-path "$path" --scratch-path "$scratch" >&2
    end=$(date +%s.%N)
    rm -rf "$scratch"
    echo "$end - $start" | bc
}

declare -A times
order=(source prebuilt committed)
for ((round = 1; round <= rounds; round++)); do
    # Alternate: each round starts with a different way.
    for ((i = 0; i < 3; i++)); do
        way=${order[$(((i + round - 1) % 3))]}
        echo "::: round $round: $way" >&2
        seconds=$(measure "$way")
        echo "::: $way: $seconds s (load average $(cut -d' ' -f1 /proc/loadavg))" >&2
        times[$way]="${times[$way]:-} $seconds"
    done
done

best() { tr ' ' '\n' <<<"$1" | grep . | sort -g | head -n 1; }
committed_best=$(best "${times[committed]}")
echo "| way | clean build + tests (s), each run | best | best / committed |"
echo "| --- | --- | --- | --- |"
for way in source prebuilt committed; do
    b=$(best "${times[$way]}")
    runs=$(printf '%.1f, ' ${times[$way]})
    printf "| %s | %s | %.1f | %.2f× |\n" "$way" "${runs%, }" "$b" "$(echo "$b / $committed_best" | bc -l)"
done
