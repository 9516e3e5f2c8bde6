package dev.perflab.jfrrules.schema;

import java.util.AbstractList;
import java.util.List;

import jdk.jfr.consumer.RecordedEvent;
import org.apache.calcite.DataContext;
import org.apache.calcite.linq4j.Enumerable;
import org.apache.calcite.linq4j.Linq4j;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.ScannableTable;
import org.apache.calcite.schema.impl.AbstractTable;

/**
 * One JFR event type as a SQL table: one row per event, one column per field.
 * <p>
 * Rows live in memory, stored by column (see {@link ColumnValues}). The recording is read
 * once per check, and only for the tables that some query references (see
 * {@link #isReferenced()}); every later scan of the table, by any rule, reads the same
 * values. Re-reading the file per scan is what made earlier JFR-SQL tools slow.
 */
public final class EventTable extends AbstractTable implements ScannableTable {

	private final String name;

	private final String label;

	private final List<Column> columns;

	private final ColumnValues[] values;

	private int rowCount;

	private volatile boolean referenced;

	private boolean loaded;

	EventTable(String name, String label, List<Column> columns) {
		this.name = name;
		this.label = (label != null) ? label : "";
		this.columns = List.copyOf(columns);
		this.values = new ColumnValues[columns.size()];
		for (int i = 0; i < this.values.length; i++) {
			this.values[i] = ColumnValues.of(columns.get(i).mapping().storage());
		}
	}

	/**
	 * Returns the event type name, which is also the table name, e.g.
	 * {@code jdk.ThreadPark}.
	 * @return the name
	 */
	public String name() {
		return this.name;
	}

	public String label() {
		return this.label;
	}

	/**
	 * Whether a prepared query has referenced this table, so that its events must be
	 * loaded. Calcite asks for the row type of exactly the tables a query names while
	 * validating it.
	 * @return {@code true} once a query has referenced the table
	 */
	public boolean isReferenced() {
		return this.referenced;
	}

	/**
	 * Whether the events of this table have been read; a table is loaded at most once.
	 * @return {@code true} after the loader filled the table
	 */
	public boolean isLoaded() {
		return this.loaded;
	}

	/**
	 * Records that the loader has filled this table.
	 */
	public void markLoaded() {
		this.loaded = true;
	}

	public int rowCount() {
		return this.rowCount;
	}

	/**
	 * Returns the columns for display, struct fields nested.
	 * @return the columns
	 */
	public List<ColumnInfo> columns() {
		return ColumnInfo.of(this.columns);
	}

	/**
	 * Appends one event as a row. Called by the loader, before any query runs.
	 * @param event the event; it may be reused by the stream afterwards, so nothing keeps
	 * it
	 */
	public void add(RecordedEvent event) {
		for (int i = 0; i < this.values.length; i++) {
			Column column = this.columns.get(i);
			this.values[i].add(column.mapping().read(event, column.name()));
		}
		this.rowCount++;
	}

	@Override
	public RelDataType getRowType(RelDataTypeFactory typeFactory) {
		this.referenced = true;
		RelDataTypeFactory.Builder builder = typeFactory.builder();
		for (Column column : this.columns) {
			builder.add(column.name(), column.mapping().sqlType(typeFactory));
		}
		return builder.build();
	}

	/**
	 * Returns the rows; each is built while the scan reads it, from the column values.
	 */
	@Override
	public Enumerable<Object[]> scan(DataContext root) {
		int count = this.rowCount;
		return Linq4j.asEnumerable(new AbstractList<Object[]>() {

			@Override
			public Object[] get(int index) {
				Object[] row = new Object[EventTable.this.values.length];
				for (int i = 0; i < row.length; i++) {
					row[i] = EventTable.this.values[i].get(index);
				}
				return row;
			}

			@Override
			public int size() {
				return count;
			}

		});
	}

}
