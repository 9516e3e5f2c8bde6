package dev.perflab.jfrrules.recording;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Windows as given on the command line, placed in a recording.
 */
class WindowTests {

	private static final RecordingSpan SPAN = new RecordingSpan(Instant.parse("2026-11-25T06:30:00Z"),
			Instant.parse("2026-11-25T06:31:50Z"));

	@Test
	void offsetsCountFromTheRecordingsStartOrEnd() {
		assertThat(TimeBound.parse("--from", "+30s").resolve(SPAN)).isEqualTo("2026-11-25T06:30:30Z");
		assertThat(TimeBound.parse("--from", "-20s").resolve(SPAN)).isEqualTo("2026-11-25T06:31:30Z");
		assertThat(TimeBound.parse("--to", "+1m30s").resolve(SPAN)).isEqualTo("2026-11-25T06:31:30Z");
		assertThat(TimeBound.parse("--to", "+1.5s").resolve(SPAN)).isEqualTo("2026-11-25T06:30:01.500Z");
		assertThat(TimeBound.parse("--to", "+250ms").resolve(SPAN)).isEqualTo("2026-11-25T06:30:00.250Z");
		assertThat(TimeBound.parse("--to", "+PT1M").resolve(SPAN)).isEqualTo("2026-11-25T06:31:00Z");
		assertThat(TimeBound.skipFirst("1h").resolve(SPAN)).isEqualTo("2026-11-25T07:30:00Z");
	}

	@Test
	void timesAreInstantsOrTheMachinesLocalTime() {
		assertThat(TimeBound.parse("--from", "2026-11-25T06:30:10Z").resolve(SPAN)).isEqualTo("2026-11-25T06:30:10Z");
		assertThat(TimeBound.parse("--from", "2026-11-25T07:30:10+01:00").resolve(SPAN))
			.isEqualTo("2026-11-25T06:30:10Z");
		ZoneId zone = ZoneId.systemDefault();
		String local = SPAN.start().plusSeconds(10).atZone(zone).toLocalDateTime().toString();
		assertThat(TimeBound.parse("--from", local).resolve(SPAN)).isEqualTo("2026-11-25T06:30:10Z");
		TimeBound timeOfDay = TimeBound.parse("--from",
				SPAN.start().plusSeconds(10).atZone(zone).toLocalTime().toString());
		assertThat(timeOfDay).isInstanceOf(TimeBound.AtTimeOfDay.class);
		assertThat(timeOfDay.resolve(SPAN)).isEqualTo("2026-11-25T06:30:10Z");
		assertThat(new TimeBound.AtTimeOfDay("--to 06:31", LocalTime.of(6, 31), ZoneId.of("UTC")).resolve(SPAN))
			.isEqualTo("2026-11-25T06:31:00Z");
	}

	@Test
	void malformedValuesNameTheOptionAndTheFormsItTakes() {
		assertThatIllegalArgumentException().isThrownBy(() -> TimeBound.parse("--from", "yesterday"))
			.withMessage("--from: 'yesterday' is neither " + TimeBound.FORMS);
		assertThatIllegalArgumentException().isThrownBy(() -> TimeBound.parse("--to", "+30"))
			.withMessage("--to: '30' is not a duration (use 30s, 1m30s, 500ms, 1.5s or PT30S)");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeBound.parse("--to", "-5 s"))
			.withMessageStartingWith("--to: '5 s' is not a duration");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeBound.skipFirst("-5s"))
			.withMessageStartingWith("--skip-first: '-5s' is not a duration");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeBound.skipFirst("PT-5S"))
			.withMessageStartingWith("--skip-first: 'PT-5S' is not a duration");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeBound.skipFirst("99999999999999h"))
			.withMessageStartingWith("--skip-first: '99999999999999h' is not a duration");
	}

	@Test
	void aWindowCountsTheEventsThatStartInIt() {
		JudgedWindow window = new Window(TimeBound.parse("--from", "+30s"), TimeBound.parse("--to", "-20s"))
			.resolve(SPAN);
		assertThat(window.contains(Instant.parse("2026-11-25T06:30:29.999Z"))).isFalse();
		assertThat(window.contains(Instant.parse("2026-11-25T06:30:30Z"))).isTrue();
		assertThat(window.contains(Instant.parse("2026-11-25T06:31:29.999Z"))).isTrue();
		assertThat(window.contains(Instant.parse("2026-11-25T06:31:30Z"))).isFalse();
		assertThat(window.duration()).isEqualTo(Duration.ofSeconds(60));
		assertThat(window.asked().describe()).isEqualTo("--from +30s --to -20s");
		JudgedWindow whole = Window.WHOLE.resolve(SPAN);
		assertThat(whole.isWhole()).isTrue();
		// Open bounds: an event that began before the first chunk (a park across a chunk
		// rotation) still counts.
		assertThat(whole.contains(Instant.parse("2026-11-25T06:29:00Z"))).isTrue();
		assertThat(whole.duration()).isEqualTo(SPAN.duration());
	}

	@Test
	void aWindowThatHoldsNothingOfTheRecordingIsAnErrorNamingTheBound() {
		assertThatExceptionOfType(InvalidWindowException.class)
			.isThrownBy(() -> new Window(TimeBound.skipFirst("2m"), null).resolve(SPAN))
			.withMessage("--skip-first 2m (2026-11-25T06:32:00Z) is at or after the recording's end: the recording "
					+ "runs from 2026-11-25T06:30:00Z to 2026-11-25T06:31:50Z (110.0 s)");
		assertThatExceptionOfType(InvalidWindowException.class)
			.isThrownBy(() -> new Window(null, TimeBound.parse("--to", "2026-11-25T06:29:00Z")).resolve(SPAN))
			.withMessageStartingWith(
					"--to 2026-11-25T06:29:00Z (2026-11-25T06:29:00Z) is at or before the " + "recording's start");
		assertThatExceptionOfType(InvalidWindowException.class)
			.isThrownBy(
					() -> new Window(TimeBound.parse("--from", "+40s"), TimeBound.parse("--to", "+30s")).resolve(SPAN))
			.withMessage("the window is empty: --from +40s (2026-11-25T06:30:40Z) is not before --to +30s "
					+ "(2026-11-25T06:30:30Z)");
	}

	@Test
	void startUpIsIncludedWhenTheWindowStartsWithARecordingFromTheJvmsLaunch() {
		Instant launched = SPAN.start().minusMillis(400);
		assertThat(Window.WHOLE.resolve(SPAN).includesStartUp(launched)).isTrue();
		// --from before the recording: the window still starts with it.
		assertThat(new Window(TimeBound.parse("--from", "-1h"), null).resolve(SPAN).includesStartUp(launched)).isTrue();
		assertThat(new Window(TimeBound.skipFirst("30s"), null).resolve(SPAN).includesStartUp(launched)).isFalse();
		assertThat(Window.WHOLE.resolve(SPAN).includesStartUp(SPAN.start().minus(JudgedWindow.LAUNCH).minusMillis(1)))
			.isFalse();
		assertThat(Window.WHOLE.resolve(SPAN).includesStartUp(null)).isFalse();
	}

}
