#!/usr/bin/env node
// The published command runs the built CLI (npm run build writes dist/).
import '../dist/cli.js';
