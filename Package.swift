// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "captext",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "captext", targets: ["captext"]),
        // libphonenumber behind a C interface, loaded by captext on first use (see CPhoneNumber).
        .library(name: "CaptextPhoneNumber", type: .dynamic, targets: ["PhoneNumberShim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // Thin C modules over the system libraries (Debian -dev packages, see install.sh).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxtst-dev", "libxext-dev", "libxrandr-dev"])]),
        // Libraries loaded on first use rather than at every start (see its header), below.
        .target(name: "CLibraryLoader", linkerSettings: [.linkedLibrary("dl")]),
        // Exports its stand-ins for Tesseract's universal ambiguity table (universal_ambiguities.c)
        // and for the PNG compression of its line images (line_image_compression.c) from every
        // executable that links it, whatever else the build exports.
        .target(name: "CTesseract", dependencies: ["CLibraryLoader"], linkerSettings: [
            .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=_ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_",
                          "-Xlinker", "--export-dynamic-symbol=png_set_compression_level"]),
        ]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libphonenumber's C++ PhoneNumberMatcher behind a C interface, and its loader.
        // Pure C++: linked without the Swift start-up object and runtime (-nostartfiles, and a
        // static runtime that nothing then pulls in), so it needs no Swift toolchain at run time.
        .target(name: "PhoneNumberShim", linkerSettings: [
            .linkedLibrary("phonenumber"), .unsafeFlags(["-nostartfiles", "-static-stdlib"]),
        ]),
        .target(name: "CPhoneNumber", dependencies: ["CLibraryLoader"]),
        .target(name: "CZbar", dependencies: ["CLibraryLoader"]),
        // cairo (Xlib surfaces) + pango: text in any script in the overlay and popups.
        .target(name: "CCairo", dependencies: ["CLibraryLoader"]),
        // GStreamer with its appsink and plugin utilities: video files and cameras.
        .target(name: "CGStreamer", dependencies: ["CLibraryLoader"]),

        // A D-Bus client speaking the wire protocol over the bus socket (no libdbus).
        .target(name: "DBusWire"),

        // The content-type model: what a field wants (type, hint, window facts and rules, the one
        // resolver), where text goes and how line breaks are typed. Pure values, below all else.
        .target(name: "ContentTypes"),

        // Images, preprocessing and OCR; knows nothing of X11.
        .target(name: "Recognition", dependencies: ["CTesseract", "CPNG", "CZbar"]),
        // Frames from video files (the one shown at a time) and live sources (cameras), through
        // GStreamer; knows nothing of X11.
        .target(name: "MediaFrames", dependencies: ["CGStreamer", "Recognition"]),
        // Pure Swift data detectors over text; no X11, no Tesseract.
        .target(name: "DataDetection", dependencies: ["ContentTypes", "CPhoneNumber"], exclude: ["Resources/README.md", "Resources/generate.py", "Resources/jp-postcodes.py"]),
        // The user's config file.
        .target(name: "CaptextConfig", dependencies: ["ContentTypes", "TOMLKit"]),
        // The X connection (X errors per connection), windows, properties, events, monitors.
        .target(name: "X11Connection", dependencies: ["CX11"]),
        // The keyboard: typing with XTest and global hotkeys.
        .target(name: "X11Input", dependencies: ["X11Connection", "ContentTypes", "CX11"]),
        // The screen's pixels (MIT-SHM or XGetImage) and text served as a selection.
        .target(name: "X11Capture", dependencies: ["X11Connection", "CX11"]),
        // The selection overlay, Live Text's overlay and popups (chooser, preview, action menu),
        // drawn with cairo and pango.
        .target(name: "X11Popups", dependencies: ["X11Connection", "X11Capture", "LiveText", "Recognition", "CX11", "CCairo"]),
        // What the focused field wants, from accessibility (AT-SPI) and the input method (IBus).
        .target(name: "FieldAwareness", dependencies: ["ContentTypes", "DBusWire", "DataDetection"]),

        // The product's decisions, display-free: the capture request, what a reading yields
        // for a content type (ranking, the number recheck, a click's item).
        .target(name: "CaptextCore", dependencies: ["ContentTypes", "Recognition", "DataDetection"]),
        // Live Text's model, display-free: a reading as words in reading order, selection,
        // keyboard moves, detected items and find, for the overlay to drive.
        .target(name: "LiveText", dependencies: ["Recognition", "DataDetection", "ContentTypes"]),

        // The session over the core and the X libraries: one capture's flow (over small protocols
        // for the display, the delivery and the analyzer) and the daemon (hotkeys, socket protocol).
        .target(name: "CaptureSession", dependencies: [
            "CaptextCore", "ContentTypes", "Recognition", "DataDetection", "X11Connection", "X11Input", "X11Capture", "X11Popups",
            "CaptextConfig", "FieldAwareness", "DBusWire", "LiveText", "MediaFrames",
        ]),

        .executableTarget(name: "captext", dependencies: [
            "CaptureSession", "CaptextCore", "ContentTypes", "Recognition", "DataDetection", "X11Connection", "X11Input", "X11Capture", "CaptextConfig", "FieldAwareness", "DBusWire",
            "MediaFrames", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [
            // Where libCaptextPhoneNumber is once installed (in a build directory: beside the binary).
            .unsafeFlags(["-Xlinker", "-rpath=$ORIGIN/../lib/captext"]),
        ]),

        // A private X desktop (Xvfb, session and accessibility bus, IBus), the processes tests
        // run on it, windows of one colour and the built captext binary, for the X and end-to-end targets.
        .target(name: "TestDesktop", dependencies: ["X11Connection", "CX11"], path: "Tests/TestDesktop"),
        // Runs the built captext binary end to end.
        .testTarget(name: "CaptextTests", dependencies: ["TestDesktop"]),
        .testTarget(name: "ContentTypesTests", dependencies: ["ContentTypes"]),
        .testTarget(name: "CaptextCoreTests", dependencies: ["CaptextCore", "ContentTypes", "Recognition", "DataDetection"]),
        .testTarget(name: "LiveTextTests", dependencies: ["LiveText", "Recognition", "DataDetection", "ContentTypes"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DataDetectionTests", dependencies: ["ContentTypes", "DataDetection"]),
        .testTarget(name: "DBusWireTests", dependencies: ["DBusWire"]),
        // The capture flow with in-process stand-ins for display, delivery and analyzer; the
        // hotkey bindings and the daemon's protocol and files. No display, no OCR.
        .testTarget(name: "CaptureSessionTests", dependencies: [
            "CaptureSession", "CaptextCore", "CaptextConfig", "ContentTypes", "Recognition", "DataDetection", "X11Connection", "X11Input", "X11Capture", "X11Popups",
            "LiveText",
        ]),
        .testTarget(name: "CaptextConfigTests", dependencies: ["CaptextConfig", "ContentTypes"]),
        .testTarget(name: "MediaFramesTests", dependencies: ["MediaFrames", "Recognition"]),
        .testTarget(name: "RecognitionTests", dependencies: ["Recognition"], resources: [.copy("Fixtures")]),
        .testTarget(name: "FieldAwarenessTests", dependencies: ["FieldAwareness", "ContentTypes", "CaptextConfig", "DataDetection", "TestDesktop"],
                    resources: [.copy("Fixtures")]),
        // The four X libraries, each on private Xvfb servers.
        .testTarget(name: "X11ConnectionTests", dependencies: ["X11Connection", "CX11", "TestDesktop"]),
        .testTarget(name: "X11InputTests", dependencies: ["X11Input", "X11Connection", "ContentTypes", "CX11", "TestDesktop"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "X11CaptureTests", dependencies: ["X11Capture", "X11Connection", "CX11", "TestDesktop"]),
        .testTarget(name: "X11PopupsTests", dependencies: ["X11Popups", "X11Capture", "X11Connection", "CX11", "TestDesktop", "LiveText", "Recognition", "DataDetection"]),
        // captext capture end to end on a private Xvfb, with real windows and receivers.
        .testTarget(name: "CaptureTests", dependencies: ["TestDesktop"], resources: [.copy("Fixtures")]),
        // captext daemon and doctor end to end on a private Xvfb; chord parsing.
        .testTarget(name: "DaemonTests", dependencies: ["X11Connection", "X11Input", "TestDesktop"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
