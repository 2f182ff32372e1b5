# The host side of `npm run deploy` (scripts/deploy.ts; docs/deploy.md, "Releases on nginx").
# scripts/lib/deploy.ts pipes this file to `sh -s -- ROOT COMMAND [ARGS]`, on the host over ssh or on
# this machine for a local folder, so the host needs nothing but a POSIX shell, GNU coreutils,
# findutils, util-linux's flock (all part of every Debian) and rsync for the upload.
#
# The layout under ROOT (nginx's root is ROOT/current, its fallback for /_next/static/ ROOT/assets):
#   incoming/<id>/        an upload not yet verified; nothing serves it
#   releases/<id>/        one export each; <id> sorts in time order (deploy.ts: UTC date and time);
#                         beyond the newest KEEP only its _next/static/ while its assets are kept
#   current               symlink to releases/<id>, the live release, replaced by one rename
#   assets/_next/static/  the hashed files of the live release and of every release that went out
#                         of service less than ASSET_DAYS days ago (hard links into releases/)
#   retired/<id>          an empty file; its time is when release <id> stopped being live
#
# Commands (key=value lines on stdout for deploy.ts; messages on stderr):
#   prepare                     creates the layout, clears stale uploads; prints current=<id>
#   manifest <id>               sha256sum of every file of incoming/<id>, paths from ./
#   discard <id>                removes incoming/<id> (a failed upload or verification)
#   activate <id> KEEP DAYS     incoming/<id> → releases/<id>, its assets, the switch, the pruning
#   rollback KEEP DAYS [<id>]   back to <id>, or to the release before the live one
#   status                      prints release=<id> <state> per release, newest first
set -eu

die() {
  echo "release-host: $*" >&2
  exit 1
}

[ $# -ge 2 ] || die "usage: sh -s -- ROOT COMMAND [ARGS]"
root=$1
cmd=$2
shift 2
case $root in /*) ;; *) die "ROOT must be an absolute path: $root" ;; esac
mkdir -p "$root"
cd "$root"

valid_id() {
  case $1 in '' | .* | *[!0-9A-Za-z._-]*) die "not a release id: '$1'" ;; esac
}

valid_count() {
  case $1 in '' | *[!0-9]*) die "not a number: '$1'" ;; esac
}

# One deploy or rollback at a time on this root (the upload before it needs no lock: it writes
# only its own incoming/<id>).
lock() {
  exec 9>"$root/.deploy.lock"
  flock -w 600 9 || die "another deploy held $root/.deploy.lock for 10 minutes"
}

current_id() {
  if [ -L current ]; then
    target=$(readlink current)
    case $target in releases/*) echo "${target#releases/}" ;; *) die "current points outside releases/: $target" ;; esac
  elif [ -e current ]; then
    die "$root/current exists but is not a symlink"
  fi
}

# Release ids, oldest first.
releases() {
  for dir in releases/*/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    echo "${dir#releases/}"
  done | LC_ALL=C sort
}

# The hashed files of releases/<id> that assets/ lacks, as hard links (a copy where the file system
# has none).
add_assets() {
  [ -d "releases/$1/_next/static" ] || return 0
  (cd "releases/$1" && find _next/static -type d -print0) | (cd assets && xargs -0 mkdir -p)
  (cd "releases/$1" && find _next/static -type f) | while IFS= read -r file; do
    [ -e "assets/$file" ] || ln "releases/$1/$file" "assets/$file" 2>/dev/null || cp -p "releases/$1/$file" "assets/$file"
  done
}

# current → releases/<id> in one rename; the release it replaces is retired from now.
switch_to() {
  old=$(current_id)
  rm -f current.next
  ln -s "releases/$1" current.next
  mv -T current.next current
  rm -f "retired/$1"
  if [ -n "$old" ] && [ "$old" != "$1" ]; then touch "retired/$old"; fi
  echo "current=$1"
}

# Releases that can go live again (a trimmed one keeps only its hashed files), oldest first.
complete_releases() {
  for id in $(releases); do
    if [ -e "releases/$id/index.html" ]; then echo "$id"; fi
  done
}

# Keeps the live release and the newest KEEP whole. Of a release retired less than DAYS days ago
# (its pages may still be open) only _next/static/ stays; any other goes. assets/ keeps exactly
# the hashed files of the live and recently retired releases. A release that is neither live nor
# marked retired (a switch cut off before its mark) is retired from now.
prune() {
  keep=$1
  days=$2
  live=$(current_id)
  for id in $(releases); do
    [ "$id" = "$live" ] || [ -e "retired/$id" ] || touch "retired/$id"
  done
  # find -mtime -N: modified less than N whole days ago.
  recent=$(find retired -type f -mtime "-$days" -exec basename {} \; | LC_ALL=C sort | tr '\n' ' ')
  newest=$(releases | tail -n "$keep" | tr '\n' ' ')
  for id in $(releases); do
    case " $live $newest " in *" $id "*) continue ;; esac
    case " $recent " in
      *" $id "*)
        if [ -e "releases/$id/index.html" ]; then
          find "releases/$id" -mindepth 1 -maxdepth 1 ! -name _next -exec rm -rf {} +
          [ ! -d "releases/$id/_next" ] || find "releases/$id/_next" -mindepth 1 -maxdepth 1 ! -name static -exec rm -rf {} +
          echo "trimmed=$id"
        fi
        ;;
      *)
        rm -rf "releases/$id" "retired/$id"
        echo "removed=$id"
        ;;
    esac
  done
  for marker in retired/*; do
    [ -e "$marker" ] || continue
    [ -d "releases/${marker#retired/}" ] || rm -f "$marker"
  done

  work=$(mktemp -d)
  for id in $live $recent; do
    [ -d "releases/$id/_next/static" ] && (cd "releases/$id" && find _next/static -type f)
  done | LC_ALL=C sort -u >"$work/serve"
  (cd assets && find _next/static -type f) | LC_ALL=C sort >"$work/have"
  LC_ALL=C comm -23 "$work/have" "$work/serve" | while IFS= read -r file; do rm -f "assets/$file"; done
  rm -rf "$work"
  find assets/_next/static -mindepth 1 -type d -empty -delete
}

case $cmd in
  prepare)
    mkdir -p incoming releases retired assets/_next/static
    # An upload that never reached activate (a cut connection, a failed check) and is an hour old.
    find incoming -mindepth 1 -maxdepth 1 -mmin +60 -exec rm -rf {} +
    echo "current=$(current_id)"
    ;;
  manifest)
    [ $# -eq 1 ] || die "usage: manifest <id>"
    valid_id "$1"
    [ -d "incoming/$1" ] || die "no upload incoming/$1"
    cd "incoming/$1"
    find . -type f -exec sha256sum {} +
    ;;
  discard)
    [ $# -eq 1 ] || die "usage: discard <id>"
    valid_id "$1"
    rm -rf "incoming/$1"
    ;;
  activate)
    [ $# -eq 3 ] || die "usage: activate <id> KEEP DAYS"
    valid_id "$1"
    valid_count "$2"
    valid_count "$3"
    [ "$2" -ge 2 ] || die "KEEP must be at least 2 (the live release and one to roll back to)"
    lock
    [ -d "incoming/$1" ] || die "no upload incoming/$1"
    [ ! -e "releases/$1" ] || die "release $1 exists already"
    mv -T "incoming/$1" "releases/$1"
    add_assets "$1"
    switch_to "$1"
    prune "$2" "$3"
    ;;
  rollback)
    if [ $# -lt 2 ] || [ $# -gt 3 ]; then die "usage: rollback KEEP DAYS [<id>]"; fi
    valid_count "$1"
    valid_count "$2"
    [ "$1" -ge 2 ] || die "KEEP must be at least 2"
    lock
    live=$(current_id)
    [ -n "$live" ] || die "no live release to roll back from"
    if [ $# -eq 3 ]; then
      valid_id "$3"
      target=$3
    else
      target=$( (complete_releases; echo "$live") | LC_ALL=C sort | awk -v live="$live" '$0 == live { exit } { before = $0 } END { print before }')
      [ -n "$target" ] || die "no release before $live"
    fi
    [ -d "releases/$target" ] || die "no release $target"
    [ -e "releases/$target/index.html" ] || die "release $target keeps only its hashed files (pages older than the newest KEEP go)"
    [ "$target" != "$live" ] || die "$target is live already"
    add_assets "$target"
    switch_to "$target"
    prune "$1" "$2"
    ;;
  status)
    live=$(current_id)
    for id in $(releases | LC_ALL=C sort -r); do
      if [ "$id" = "$live" ]; then
        echo "release=$id live"
      elif [ ! -e "releases/$id/index.html" ]; then
        echo "release=$id trimmed $(date -u -r "retired/$id" +%Y-%m-%dT%H:%M:%SZ)"
      elif [ -e "retired/$id" ]; then
        echo "release=$id retired $(date -u -r "retired/$id" +%Y-%m-%dT%H:%M:%SZ)"
      else
        echo "release=$id unused"
      fi
    done
    ;;
  *)
    die "unknown command: $cmd"
    ;;
esac
