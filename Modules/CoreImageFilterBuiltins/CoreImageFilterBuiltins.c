// Empty: this target only carries the module map that declares `CoreImage.CIFilterBuiltins`.
