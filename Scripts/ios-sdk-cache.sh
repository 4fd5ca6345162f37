#!/usr/bin/env bash
# Fills the iOS SDK cache that Scripts/ios-build.sh compiles and links against, from bare git
# mirrors of the public repositories that hold each SDK. Apple's files go into the cache, outside
# the repository, and are never committed.
#
#   iPhoneOS26.2.sdk  seayou2468-web/maciOS 4e13ea7f (Xcode 26.2): the gate, with .tbd stubs
#   iPhoneOS18.6.sdk  mrdrvt99/iOS-SDKss f5732748 (Xcode 16.4): compiled too, with .tbd stubs
#   iPhoneOS15.5.sdk  itsnebulalol/sdks e9414e08 (Xcode 13.4): KeyboardCore's oldest check
#   MacOSX15.5.sdk    seayou2468-web/maciOS 4e13ea7f: Mac Catalyst (its System/iOSSupport)
#   apinotes/         Dispatch.apinotes and os.apinotes of swiftlang/swift (not fetched here)
#
# usage: Scripts/ios-sdk-cache.sh [MIRRORS]
#   MIRRORS  folder holding owner+name/repo bare mirrors (default $IOS_SDK_MIRRORS, else
#            /work/.mirror). An SDK already in the cache is left alone; one whose mirror is
#            absent is named and skipped. Exit status 0 when every SDK is in the cache, 3 when
#            one is still missing.
set -uo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/keyboardavoidance-ios-sdk"
MIRRORS="${1:-${IOS_SDK_MIRRORS:-/work/.mirror}}"
mkdir -p "$CACHE" || { echo "ios-sdk-cache: cannot create $CACHE" >&2; exit 2; }

MISSING=0
mirror() { echo "$MIRRORS/${1/\//+}/repo"; }
have_mirror() { git --git-dir="$(mirror "$1")" cat-file -e "$2^{commit}" 2>/dev/null; }

# Blobs of 4 MiB or more are absent from these snapshots; `git archive` stops at the first one,
# so each is excluded by name.
missing_blob_excludes() { # git dir, commit, folder
  local listing
  listing=$(mktemp)
  git --git-dir="$1" ls-tree -r "$2" -- "$3" | awk -F'\t' '{ split($1, meta, " "); print meta[3] "\t" $2 }' >"$listing"
  # One answer per line, in order: "<id>" when present, "<id> missing" when not.
  cut -f1 "$listing" | git --git-dir="$1" cat-file --batch-check='%(objectname)' |
    paste - "$listing" | awk -F'\t' '$1 ~ / missing$/ { print ":(exclude)" $3 }'
  rm -f "$listing"
}

# Removes what compiling never reads: documentation, other architectures, bitcode, ABI dumps.
# Stubs (.tbd) stay when the SDK is linked against.
trim() { # sdk folder, keep stubs (yes/no)
  local stubs=(-o -name '*.tbd')
  [ "$2" = yes ] && stubs=()
  find "$1" \( -name '*.swiftdoc' -o -name '*.swiftsourceinfo' -o -name 'armv7*' -o -name '*.a' \
    -o -name '*.opt.bitstream' -o -name '*.abi.json' -o -name '*.dylib' "${stubs[@]}" \) -delete
}

# These repositories store symbolic links as plain copies; Clang needs the links back ("redefinition
# of module 'libxml2'", then "SDK is not supported").
repair_links() { # sdk folder
  (
    cd "$1" || exit 1
    rm -rf usr/include/libxml2/libxml && ln -s ../libxml usr/include/libxml2/libxml
    for f in pthread.h pthread_spis.h sched.h pthread_impl.h; do
      rm -f "usr/include/$f" && ln -s "pthread/$f" "usr/include/$f"
    done
    rm -f usr/include/arpa/nameser.h && ln -s ../nameser.h usr/include/arpa/nameser.h
    cd System/Library/Frameworks/IOKit.framework &&
      rm -rf Versions/Current Headers && ln -s A Versions/Current && ln -s Versions/Current/Headers Headers
  )
}

# 26.2 ships only arm64e interfaces; an arm64 one differs only in the -target of its header.
arm64_interfaces() { # sdk folder
  find "$1" -name 'arm64e-apple-ios*.swiftinterface' | while read -r f; do
    local arm64="${f/arm64e-apple-ios/arm64-apple-ios}"
    [ -f "$arm64" ] || sed '1,6s/-target arm64e-apple-ios/-target arm64-apple-ios/' "$f" >"$arm64"
  done
  find "$1" -name 'arm64e-apple-ios*' -delete
}

# The macOS SDK's frameworks are versioned bundles whose top-level entries (Headers, Modules, the
# stub) and Versions/Current are symbolic links; this repository dropped them. Recreate them.
repair_framework_links() { # sdk folder
  local framework version entry
  # Umbrella frameworks hold theirs in Versions/A/Frameworks: every depth, outermost first.
  find "$1/System" -name '*.framework' -type d 2>/dev/null | awk '{ print length($0) "\t" $0 }' |
    sort -n | cut -f2 | while read -r framework; do
    [ -d "$framework/Versions" ] || continue
    version=$(find "$framework/Versions" -mindepth 1 -maxdepth 1 -type d ! -name Current | sort | tail -1)
    [ -n "$version" ] || continue
    [ -e "$framework/Versions/Current" ] || ln -s "$(basename "$version")" "$framework/Versions/Current"
    for entry in "$version"/*; do
      [ -e "$entry" ] || continue
      [ -e "$framework/$(basename "$entry")" ] ||
        ln -s "Versions/Current/$(basename "$entry")" "$framework/$(basename "$entry")"
    done
  done
}

extract() { # repository, commit, folder in the repository, name in the cache, keep stubs, after
  local repo=$1 commit=$2 folder=$3 name=$4 stubs=$5 after=$6
  local git_dir scratch
  if [ -f "$CACHE/$name/SDKSettings.json" ]; then
    echo "ios-sdk-cache: $name already cached"
    return
  fi
  git_dir=$(mirror "$repo")
  if ! have_mirror "$repo" "$commit"; then
    echo "ios-sdk-cache: SKIPPED $name: no mirror of github.com/$repo at commit $commit in $MIRRORS" >&2
    MISSING=1
    return
  fi
  echo "ios-sdk-cache: extracting $name from $repo ${commit:0:8}"
  scratch=$(mktemp -d "$CACHE/.extract.XXXXXX")
  local prefix=() parts=("$folder/usr" "$folder/System" "$folder/SDKSettings.json" "$folder/SDKSettings.plist")
  if [ "$folder" = . ]; then parts=(usr System SDKSettings.json SDKSettings.plist); prefix=(--prefix="$name/"); fi
  mapfile -t excludes < <(missing_blob_excludes "$git_dir" "$commit" "$folder")
  if ! git --git-dir="$git_dir" archive "${prefix[@]}" "$commit" -- "${parts[@]}" "${excludes[@]}" \
    ':(exclude)*.swiftdoc' ':(exclude)*.dylib' ':(exclude)*/Cryptexes/*' | tar -x -C "$scratch"; then
    echo "ios-sdk-cache: extracting $name failed" >&2
    rm -rf "$scratch"
    MISSING=1
    return
  fi
  local root="$scratch/$name"
  [ "$folder" = . ] || root="$scratch/$folder"
  trim "$root" "$stubs"
  for step in $after; do "$step" "$root"; done
  mv "$root" "$CACHE/$name" && rm -rf "$scratch"
  echo "ios-sdk-cache: $name cached ($(du -sh "$CACHE/$name" | cut -f1))"
}

no_repair() { :; }

extract seayou2468-web/maciOS 4e13ea7ff47837e11cad9ba0867013327f717a16 iPhoneOS26.2.sdk \
  iPhoneOS26.2.sdk yes "repair_links arm64_interfaces"
extract mrdrvt99/iOS-SDKss f573274868bf0f954ed01a1ab029756218a91119 iPhoneOS18.6.sdk \
  iPhoneOS18.6.sdk yes "arm64_interfaces"
extract itsnebulalol/sdks e9414e087753613edec33b4ff0319ed9d35199ec iPhoneOS15.5.sdk \
  iPhoneOS15.5.sdk no "no_repair"

extract seayou2468-web/maciOS 4e13ea7ff47837e11cad9ba0867013327f717a16 MacOSX15.5.sdk \
  MacOSX15.5.sdk no "repair_links repair_framework_links arm64_interfaces"

if [ ! -f "$CACHE/apinotes/Dispatch.apinotes" ] || [ ! -f "$CACHE/apinotes/os.apinotes" ]; then
  cat >&2 <<EOF
ios-sdk-cache: SKIPPED apinotes: put apinotes/Dispatch.apinotes and apinotes/os.apinotes of
  https://github.com/swiftlang/swift in $CACHE/apinotes/ (Xcode's toolchain ships them; the Linux
  one does not). Every SDK needs them.
EOF
  MISSING=1
fi
exit $((MISSING ? 3 : 0))
