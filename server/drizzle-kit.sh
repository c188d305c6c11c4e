#!/bin/sh
# drizzle-kit is hoisted to the root node_modules but drizzle-orm is installed in server/node_modules, and
# drizzle-kit's ESM import of drizzle-orm ignores NODE_PATH. A throw-away folder of symlinks, resolved with
# --preserve-symlinks, lets it find both. Usage (from anywhere): sh server/drizzle-kit.sh generate --name <what>
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$tmp/node_modules/drizzle-kit"
ln -s "$here/node_modules/drizzle-orm" "$tmp/node_modules/drizzle-orm"
cd "$here"
flock /tmp/drizzle.lock node --preserve-symlinks --preserve-symlinks-main "$tmp/node_modules/drizzle-kit/bin.cjs" "$@"
