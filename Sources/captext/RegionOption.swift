import ArgumentParser
import DataDetection

/// `--region CC`, shared by the commands that detect numbers and addresses.
enum RegionOption {
    static func validated(_ region: String) throws -> String {
        let code = region.uppercased()
        guard code.count == 2, code == "ZZ" || PhoneDetector.isSupported(region: code) else {
            throw ValidationError(unknown(region))
        }
        return code
    }

    static func unknown(_ region: String) -> String {
        "unknown region '\(region)'; use a two-letter country code such as US, GB, DE"
    }
}
