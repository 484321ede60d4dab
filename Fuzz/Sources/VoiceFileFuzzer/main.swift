import Foundation

// SwiftPM gives an executable its own entry point, so this one hands control to
// libFuzzer's driver (linked in by `-sanitize=fuzzer`) with the target in
// FuzzTarget.swift; the driver reads libFuzzer's usual arguments.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments, voiceFileFuzzer))
