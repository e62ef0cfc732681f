import ScheduleDataContract

public enum StoreFile {
    public static let role = "schedule store"
}
