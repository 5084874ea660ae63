// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "captext",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "captext", targets: ["captext"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Thin C modules over the system libraries (Debian -dev packages, see install.sh).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxtst-dev", "libxext-dev", "libxrandr-dev"])]),
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract", providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

        // Images, preprocessing and OCR; knows nothing of X11.
        .target(name: "Recognition", dependencies: ["CTesseract", "CPNG"]),
        // Pure Swift data detectors over text; no X11, no Tesseract.
        .target(name: "DataDetection"),
        // The X11 desktop: display, keyboard and typing, focus, capture.
        .target(name: "X11Desktop", dependencies: ["CX11"]),

        .executableTarget(name: "captext", dependencies: [
            "Recognition", "DataDetection", "X11Desktop",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "X11DesktopTests", dependencies: ["X11Desktop", "CX11"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
