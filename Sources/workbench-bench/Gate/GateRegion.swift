/// The part of an in-process workload the gate counts: callgrind collects only while this
/// function runs (`--toggle-collect=workbench_gate_region`), so making the input is left out.
@_silgen_name("workbench_gate_region")
@inline(never)
func gateRegion(_ body: () -> Void) {
  body()
}

/// The symbol callgrind toggles on; the optimizer names its specialized copies after it.
let gateRegionSymbol = "workbench_gate_region"
