#!/bin/sh
# bundle a scratch script like the bench does and run it
f=$1; shift
npx esbuild "scratch/$f.ts" --bundle --platform=node --format=esm --target=node20 --log-level=error --outfile="scratch/.out/$f.mjs" --external:boardgame.io --external:honeycomb-grid && NODE_ENV=production node "$@" "scratch/.out/$f.mjs"
