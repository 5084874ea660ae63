import Foundation
import TestDesktop

/// A virtual machine with a real V4L2 camera: Debian's kernel (linux-image-amd64, installed by
/// `install.sh --test`) with vivid, its virtual video driver, booted by QEMU on an initramfs made
/// here (busybox and the modules that mount the host's root over 9p, read-only; Fixtures/
/// camera-machine/init). A camera that is busy or unplugged can only be met on a device: no
/// camera exists on a build machine, and neither containers nor CI can load vivid into the
/// host's kernel. QEMU emulates the processor (TCG): it needs no /dev/kvm and boots in seconds.
struct CameraMachine {
    let kernel: String
    let modules: String

    /// The newest installed kernel that has vivid.
    init() throws {
        let kernels = try FileManager.default.contentsOfDirectory(atPath: "/boot").filter { $0.hasPrefix("vmlinuz-") }.sorted()
        for image in kernels.reversed() {
            let version = String(image.dropFirst("vmlinuz-".count))
            let modules = "/lib/modules/\(version)"
            if FileManager.default.fileExists(atPath: "\(modules)/kernel/drivers/media/test-drivers/vivid/vivid.ko") {
                (kernel, self.modules) = ("/boot/\(image)", modules)
                return
            }
        }
        throw TestFailure("no kernel with vivid in /boot and /lib/modules: ./install.sh --test installs linux-image-amd64")
    }

    /// Boots the machine, runs `script` (a host path) in it with `argument`, and returns what
    /// the machine printed on its console.
    func run(script: String, argument: String, timeout: TimeInterval = 600) throws -> String {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("camera-machine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let initramfs = try makeInitramfs(in: work)
        let result = try runProcess([
            "qemu-system-x86_64", "-machine", "q35,accel=tcg", "-m", "2048", "-smp", "2",
            "-nographic", "-no-reboot", "-kernel", kernel, "-initrd", initramfs,
            "-append", "console=ttyS0 quiet camera.script=\(script) camera.binary=\(argument)",
            "-virtfs", "local,path=/,mount_tag=host,security_model=none,readonly=on,multidevs=remap",
        ], environment: ProcessInfo.processInfo.environment, timeout: timeout)
        guard result.stdout.contains("camera-machine: script exit") else {
            throw TestFailure("the camera machine did not finish (status \(result.status)):\n\(result.stdout.suffix(3000))\n\(result.stderr.suffix(1000))")
        }
        return result.stdout
    }

    /// busybox, /init and the modules that mount the host's root over virtio 9p and /tmp over
    /// it (overlayfs), in load order.
    private func makeInitramfs(in work: URL) throws -> String {
        let root = work.appendingPathComponent("root")
        let files = FileManager.default
        for directory in ["bin", "modules", "mnt", "proc", "sys", "dev"] {
            try files.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        try files.copyItem(atPath: "/bin/busybox", toPath: root.appendingPathComponent("bin/busybox").path)
        try files.copyItem(atPath: try fixturePath("camera-machine/init"), toPath: root.appendingPathComponent("init").path)
        let order = try loadOrder(of: ["virtio_pci", "9pnet_virtio", "9p", "overlay"])
        for module in order {
            try files.copyItem(atPath: "\(modules)/\(module.path)", toPath: root.appendingPathComponent("modules/\(module.name).ko").path)
        }
        try (order.map(\.name).joined(separator: "\n") + "\n").write(to: root.appendingPathComponent("modules/order"), atomically: true, encoding: .utf8)
        let image = work.appendingPathComponent("initramfs.gz").path
        let packed = try runProcess(["sh", "-c", "cd '\(root.path)' && find . | cpio -o -H newc --quiet | gzip > '\(image)'"],
                                    environment: ProcessInfo.processInfo.environment)
        guard packed.status == 0 else { throw TestFailure("cannot pack the initramfs: \(packed.stderr)") }
        return image
    }

    /// `wanted` and what they depend on (modules.dep), dependencies first.
    private func loadOrder(of wanted: [String]) throws -> [(name: String, path: String)] {
        var dependencies: [String: (path: String, needs: [String])] = [:]
        for line in try String(contentsOfFile: "\(modules)/modules.dep", encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let path = String(parts[0])
            let needs = parts.count > 1 ? parts[1].split(separator: " ").map { Self.name(of: String($0)) } : []
            dependencies[Self.name(of: path)] = (path, needs)
        }
        var order: [(name: String, path: String)] = []
        func add(_ name: String) throws {
            guard !order.contains(where: { $0.name == name }) else { return }
            guard let module = dependencies[name] else { throw TestFailure("module \(name) is not in \(modules)/modules.dep") }
            guard module.path.hasSuffix(".ko") else { throw TestFailure("\(module.path) is compressed: busybox insmod loads plain .ko files") }
            // modules.dep lists every module a module needs, indirect ones too, nearest first.
            for need in module.needs.reversed() { try add(need) }
            order.append((name, module.path))
        }
        for name in wanted { try add(name) }
        return order
    }

    /// `kernel/net/9p/9pnet_virtio.ko` → `9pnet_virtio`.
    private static func name(of path: String) -> String {
        String(path.split(separator: "/").last!.split(separator: ".").first!).replacingOccurrences(of: "-", with: "_")
    }
}
