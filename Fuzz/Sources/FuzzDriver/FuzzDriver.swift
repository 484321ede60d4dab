import Foundation

// SwiftPM gives an executable its own entry point, so each fuzz target's main.swift
// hands control to libFuzzer's driver (linked in by `-sanitize=fuzzer`) with its
// target function; the driver reads libFuzzer's usual arguments.
@_silgen_name("LLVMFuzzerRunDriver")
func libFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer over `target` with this process's arguments, and exits with its status.
public func runFuzzDriver(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argumentCount = CommandLine.argc
  var arguments = CommandLine.unsafeArgv
  exit(libFuzzerRunDriver(&argumentCount, &arguments, target))
}
