// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux and from CoreGraphics on Apple
// platforms, where importing Foundation alone does not always bring CoreGraphics' Swift members
// (`minX`, `.zero`, `Equatable`) into scope. This is the module's only platform-dependent line.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif
