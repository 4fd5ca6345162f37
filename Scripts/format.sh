#!/usr/bin/env bash
# Formats the sources in place, then lints them strictly with the toolchain's swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive Sources Tests Examples Package.swift
swift format lint --strict --recursive Sources Tests Examples Package.swift
