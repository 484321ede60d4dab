import FuzzDriver

// libFuzzer runs the target in FuzzTarget.swift (see FuzzDriver).
runFuzzDriver(goldenFuzzer)
